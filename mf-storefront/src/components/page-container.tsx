import { Container, type ContainerProps } from '@market/ui/chakra';

/** Centred content column: full width on phones, capped on desktop. */
export function PageContainer(props: ContainerProps) {
  return <Container maxW="6xl" px={{ base: '4', md: '6' }} {...props} />;
}
