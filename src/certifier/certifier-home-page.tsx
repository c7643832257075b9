import { Heading, SimpleGrid } from '@chakra-ui/react';
import { ActionTile } from '../components/action-tile.tsx';

/** The certifier home (spec 1 section 2). */
export function CertifierHomePage() {
  return (
    <>
      <Heading as="h1" size="2xl" mb="6">
        Certifier portal
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" mb="10">
        <ActionTile to="/certifier-portal/certify-claim-project" title="Certify & claim project" />
      </SimpleGrid>
    </>
  );
}
