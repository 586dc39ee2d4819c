import { Badge, type BadgeProps } from '@market/ui/chakra';

/** What a status means to an operator; each tone maps to one colour palette in light and dark. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'highlight';

const PALETTE: Record<StatusTone, BadgeProps['colorPalette']> = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
  info: 'blue',
  neutral: 'gray',
  highlight: 'purple',
};

/** A small status or grade badge. */
export function StatusBadge({
  tone,
  children,
  variant = 'subtle',
  ...rest
}: { tone: StatusTone; children: string } & Omit<BadgeProps, 'colorPalette' | 'children'>) {
  return (
    <Badge colorPalette={PALETTE[tone]} variant={variant} size="sm" whiteSpace="nowrap" {...rest}>
      {children}
    </Badge>
  );
}
