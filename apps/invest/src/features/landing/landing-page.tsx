import { BenefitsSection } from './benefits-section';
import { ClosingCta } from './closing-cta';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { HomeSteps } from './home-steps';
import { SpotlightInvestments } from './spotlight-investments';
import { TrustStrip } from './trust-strip';
import { ValueCards } from './value-cards';

/** `/`: the landing page, both of the spec's readings (landing and home variant) in one. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <TrustStrip />
      <ValueCards />
      <HomeSteps />
      <BenefitsSection />
      <SpotlightInvestments />
      <FaqSection />
      <ClosingCta />
    </>
  );
}
