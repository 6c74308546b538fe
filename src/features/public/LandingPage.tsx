import AssociationCta from './landing/AssociationCta';
import FeaturesSection from './landing/FeaturesSection';
import HeroSection from './landing/HeroSection';
import StoreLinks from './landing/StoreLinks';
import { useScrollToHash } from './landing/useScrollToHash';
import { registerPublicCatalogue } from './publicCatalogue';

registerPublicCatalogue();

export default function LandingPage() {
  useScrollToHash();

  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <StoreLinks />
      <AssociationCta />
    </>
  );
}
