import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { FeatureCard } from './feature-card';
import { FeatureGrid } from './feature-grid';

export function BenefitsSection() {
  return (
    <FeatureGrid
      id="benefits-heading"
      eyebrow="What you get"
      title="More than a number on a statement"
    >
      <FeatureCard
        icon={<RedeemOutlined />}
        title="Tangible Rewards"
        text="Returns come from the crop itself: paid out as the harvest is sold, with your share of the farm shown on every investment."
      />
      <FeatureCard
        icon={<PublicOutlined />}
        title="Global Impact"
        text="Healthier soil stores carbon, holds water and feeds more people. Your investment counts for the climate as well as for a farming family."
      />
      <FeatureCard
        icon={<VisibilityOutlined />}
        title="Full Transparency"
        text="See where every rupee goes: fund allocation, risks and timeline updates with photos from the field, all on the farm's page."
      />
    </FeatureGrid>
  );
}
