import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AppLink } from '@mitti/auth/app-link';
import { InfoSection } from './info-section';
import { useScrollToHash } from './use-scroll-to-hash';

/** /about: who Mitti is, how farms are checked, and the privacy policy and terms (#privacy, #terms). */
export function AboutPage() {
  useScrollToHash();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 1.5 }}>
        About Mitti
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>
        Mitti means soil. We connect India&apos;s organic farmers with the people who want to back
        them, and with the people who want to eat what they grow.
      </Typography>

      <InfoSection id="mission" title="Why we started">
        <Typography>
          Organic farms need money at the start of a season, for seed, compost, irrigation or
          storage, and bank credit rarely fits a small farm. At the same time, many people want
          their savings to do something they can see. Mitti brings the two together: a farmer raises
          money for one clear project, investors back it in small units, and everyone follows the
          farm from sowing to harvest.
        </Typography>
      </InfoSection>

      <InfoSection id="what-we-do" title="What we do">
        <Box component="ul">
          <li>
            <strong>Mitti Invest</strong> is crowd-farming: verified farmers run campaigns,
            investors buy units from the minimum investment, follow timeline updates and share in
            the returns after harvest.{' '}
            <Link component={AppLink} app="invest" to="/how-it-works">
              See how it works
            </Link>
            .
          </li>
          <li>
            <strong>Mitti Market</strong> is our organic produce shop, selling straight from the
            farms. <Link href="/shop/">Visit Mitti Market</Link>.
          </li>
        </Box>
      </InfoSection>

      <InfoSection id="trust" title="How we check farms">
        <Typography>
          A farmer must be verified by our team before creating a campaign, and an admin reviews
          every campaign before it appears on Our Farms. We check the farm&apos;s details, its
          organic practices and the project&apos;s numbers. Verification is not a promise of
          returns: farming carries real risks from weather and prices, and expected returns are
          estimates, not guarantees.
        </Typography>
        <Typography>
          Questions?{' '}
          <Link component={AppLink} app="invest" to="/contact">
            Contact us
          </Link>
          .
        </Typography>
      </InfoSection>

      <Divider />

      <InfoSection id="privacy" title="Privacy Policy">
        <Typography>
          We collect what we need to run Mitti: your name, email and phone number, your shipping
          addresses, your investments and orders, and what farmers publish in their campaigns.
        </Typography>
        <Box component="ul">
          <li>
            We use it to run your account, process payments and refunds, deliver orders and send you
            updates about farms you backed.
          </li>
          <li>
            A farmer sees the name and contact details you send in a message, and the amounts
            invested in their campaigns. We do not sell your data or share it for advertising.
          </li>
          <li>Payments are handled by our payment provider; we never store your card details.</li>
          <li>
            You can correct your details on your profile at any time. To close your account and have
            your data removed, except records the law requires us to keep, contact us.
          </li>
        </Box>
      </InfoSection>

      <InfoSection id="terms" title="Terms of Service">
        <Box component="ul">
          <li>
            You must be 18 or older and give true information. Keep your password to yourself; you
            are responsible for what happens in your account.
          </li>
          <li>
            Farmers are responsible for what their campaigns say and must use the money as
            described. Mitti may pause or remove a campaign that breaks these terms.
          </li>
          <li>
            Investing in a farm carries risk. Returns are estimates, not guarantees, and you may
            lose some or all of what you invest. Mitti does not give financial advice.
          </li>
          <li>
            Refund requests on investments are decided by the campaign&apos;s farmer. Orders on
            Mitti Market follow the shop&apos;s delivery and return rules.
          </li>
          <li>We may update these terms; the version on this page is the one that applies.</li>
        </Box>
      </InfoSection>
    </Container>
  );
}
