/**
 * The only module that imports Chakra UI (lint-enforced). Shared as one singleton, it carries just
 * the components listed here: a shared `@chakra-ui/react` cannot be tree-shaken (the consumers'
 * usage is unknown when it is built) and costs ~300 KB gzip on the first storefront page.
 * Components built on state machines (dialogs, tabs, sliders, toasts ...) live in
 * ./chakra-interactive.ts so that a page without them does not download them. Need another
 * component? Add it to one of the two and its recipe in ./system.ts.
 */
export { Badge } from '@chakra-ui/react/badge';
export { Box } from '@chakra-ui/react/box';
export { Circle } from '@chakra-ui/react/circle';
export { Float } from '@chakra-ui/react/float';
export { Square } from '@chakra-ui/react/square';
export { Button, ButtonGroup, CloseButton, IconButton } from '@chakra-ui/react/button';
export { Center } from '@chakra-ui/react/center';
export { Container } from '@chakra-ui/react/container';
export { Flex } from '@chakra-ui/react/flex';
export { Grid, GridItem } from '@chakra-ui/react/grid';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Heading } from '@chakra-ui/react/heading';
export { Text } from '@chakra-ui/react/text';
export { Icon } from '@chakra-ui/react/icon';
export { Image } from '@chakra-ui/react/image';
export { Input } from '@chakra-ui/react/input';
export { InputGroup } from '@chakra-ui/react/input-group';
export { Link, LinkBox, LinkOverlay } from '@chakra-ui/react/link';
export { Portal } from '@chakra-ui/react/portal';
export { Separator } from '@chakra-ui/react/separator';
export { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton';
export { SkipNavLink } from '@chakra-ui/react/skip-nav';
export { Spinner } from '@chakra-ui/react/spinner';
export { HStack, Stack, VStack } from '@chakra-ui/react/stack';
export { Wrap, WrapItem } from '@chakra-ui/react/wrap';
export { ChakraProvider, chakra, createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react/styled-system';
export type {
  BadgeProps,
  BoxProps,
  ButtonProps,
  ContainerProps,
  HTMLChakraProps,
  IconButtonProps,
  StackProps,
  SystemContext,
} from '@chakra-ui/react';
