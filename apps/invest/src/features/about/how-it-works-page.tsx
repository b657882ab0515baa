import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AppLink } from '@mitti/auth/app-link';
import { InfoSection } from './info-section';
import { StepList, type Step } from './step-list';

const INVESTOR_STEPS: Step[] = [
  {
    title: 'Browse verified farms',
    text: 'Every farm on Our Farms belongs to a farmer our team has verified, and every campaign was reviewed by an admin before it went live. Read the story, the fund plan, the risks and the expected returns.',
  },
  {
    title: 'Buy units',
    text: 'A campaign is split into units; one unit costs its minimum investment. Buy as many as you like, up to what the campaign still needs, and pay securely online.',
  },
  {
    title: 'Follow the season',
    text: 'The farmer posts timeline updates with photos, from sowing to harvest. Find them on your Dashboard under each investment.',
  },
  {
    title: 'Share in the harvest',
    text: 'Returns are paid after the harvest is sold, as the campaign describes: a percentage range a year or a fixed multiple of what you put in.',
  },
  {
    title: 'Ask for a refund if you must',
    text: 'From your Dashboard you can request a refund on an investment and give a reason. The farmer who runs the campaign reviews the request and decides.',
  },
];

const FARMER_STEPS: Step[] = [
  {
    title: 'Get verified',
    text: 'Sign up and send a verification request from the Create Campaign page. Our team checks who you are and how you farm before you can raise money.',
  },
  {
    title: 'Submit a campaign',
    text: 'Tell your story, set a funding goal and a minimum investment, explain how the money will be used, what returns you expect and what could go wrong.',
  },
  {
    title: 'Admin review',
    text: 'An admin reads every new campaign. It stays a draft until it is approved; then it appears on Our Farms for investors to back.',
  },
  {
    title: 'Receive the funds',
    text: 'Investments come in unit by unit until the goal is reached or the campaign ends. The money goes into the work you described.',
  },
  {
    title: 'Post updates',
    text: 'Keep your investors close: post timeline updates with photos as the season goes on, and share the returns after harvest.',
  },
];

/** /how-it-works: the path of an investor and of a farmer through Mitti, and the risks. */
export function HowItWorksPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 1.5 }}>
        How It Works
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 720, fontSize: '1.1rem' }}>
        Mitti is crowd-farming for verified organic farms in India. Farmers raise money for a clear
        project, such as drip irrigation, seed or a storage shed; investors back it unit by unit,
        follow the farm through the season and share in the harvest.
      </Typography>

      <InfoSection id="investors" title="For investors">
        <StepList steps={INVESTOR_STEPS} />
      </InfoSection>

      <InfoSection id="farmers" title="For farmers">
        <StepList steps={FARMER_STEPS} />
      </InfoSection>

      <InfoSection id="risks" title="The risks, plainly">
        <Box sx={{ maxWidth: 760 }}>
          <Typography>
            Farming is exposed to things nobody controls. Please read each campaign&apos;s risk
            factors before you invest.
          </Typography>
          <Box component="ul">
            <li>
              <strong>Weather:</strong> a late monsoon, drought, flood or hail can shrink or ruin a
              harvest.
            </li>
            <li>
              <strong>Prices:</strong> what a crop sells for changes from season to season, and so
              does what there is to share.
            </li>
            <li>
              <strong>Pests and disease:</strong> organic farms fight them without synthetic sprays,
              which can cost part of a crop.
            </li>
            <li>
              <strong>Returns are estimates, not guarantees.</strong> The ranges on a campaign are
              the farmer&apos;s expectation. You may get back less than you put in.
            </li>
          </Box>
          <Typography>
            Invest only money you can leave in the ground for a season, and spread it across more
            than one farm.
          </Typography>
        </Box>
      </InfoSection>

      <InfoSection id="market" title="Taste the harvest on Mitti Market">
        <Typography sx={{ maxWidth: 760 }}>
          Many of our farms also sell their produce on <Link href="/shop/">Mitti Market</Link>, our
          organic produce shop: rice, millets, spices, fruit and vegetables, straight from the
          field.
        </Typography>
      </InfoSection>

      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          pt: 2,
        }}
      >
        <Button component={AppLink} app="invest" to="/farms" variant="contained" size="large">
          Explore Farms
        </Button>
        <Button component={AppLink} app="invest" to="/create" variant="outlined" size="large">
          Start a Campaign
        </Button>
      </Box>
    </Container>
  );
}
