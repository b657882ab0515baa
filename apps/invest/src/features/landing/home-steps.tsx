import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import { FeatureCard } from './feature-card';
import { FeatureGrid } from './feature-grid';

export function HomeSteps() {
  return (
    <FeatureGrid
      id="steps-heading"
      eyebrow="How it works"
      title="From seed money to harvest in three steps"
      tinted
    >
      <FeatureCard
        step={1}
        icon={<TravelExploreOutlined />}
        title="Farm Selection"
        text="Browse verified organic farms, read each farmer's story and plan, and choose the project whose crops, place and returns suit you."
      />
      <FeatureCard
        step={2}
        icon={<Groups2Outlined />}
        title="Community Funding"
        text="Invest from the campaign's minimum upwards, alongside others who back the same farm. Together you fund the irrigation, seed and storage it needs."
      />
      <FeatureCard
        step={3}
        icon={<SpaOutlined />}
        title="Sustainable Growth"
        text="Follow the season through the farmer's timeline updates, then share in the returns as the harvest is sold and the soil grows richer."
      />
    </FeatureGrid>
  );
}
