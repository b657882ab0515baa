import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import ForestOutlined from '@mui/icons-material/ForestOutlined';
import { FeatureCard } from './feature-card';
import { FeatureGrid } from './feature-grid';

export function ValueCards() {
  return (
    <FeatureGrid
      id="values-heading"
      eyebrow="Why Mitti"
      title="Capital that works for farmers, investors and the land"
    >
      <FeatureCard
        icon={<HandshakeOutlined />}
        title="Fair Partnerships"
        text="Farmers keep their land and their say. Profit-sharing terms are agreed up front, with protections that carry a family through a failed monsoon instead of pushing it into debt."
      />
      <FeatureCard
        icon={<SavingsOutlined />}
        title="Smart Returns"
        text="Projects target 7-12% annually from real crops sold into real markets. Every campaign states its expected returns and its risks before you put in a single rupee."
      />
      <FeatureCard
        icon={<ForestOutlined />}
        title="Ecosystem Impact"
        text="Each farm reports verified biodiversity metrics: soil carbon, water saved, pollinators and trees returning to the fields your money helped to grow."
      />
    </FeatureGrid>
  );
}
