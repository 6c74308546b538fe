import AssociationCta from './landing/AssociationCta';
import FeaturesSection from './landing/FeaturesSection';
import HeroSection from './landing/HeroSection';
import StoreLinks from './landing/StoreLinks';
import { useScrollToHash } from './landing/useScrollToHash';

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
