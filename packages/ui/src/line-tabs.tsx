import { chakra, type HTMLChakraProps } from '@market/ui/chakra';
import { createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/*
 * The styles of Chakra's tabs recipe (theme/recipes/tabs.js), its `line` variant at size `md`
 * horizontally: what the storefront's product and brand pages draw. Written out rather than
 * imported: Chakra's recipe module brings its anatomy file (every component's) with it.
 */
const StyledRoot = chakra('div', {
  base: {
    '--tabs-trigger-radius': 'radii.l2',
    '--tabs-height': 'sizes.10',
    '--tabs-content-padding': 'spacing.4',
    position: 'relative',
    display: 'block',
  },
});
const StyledList = chakra('div', {
  base: {
    display: 'flex',
    position: 'relative',
    isolation: 'isolate',
    minH: 'var(--tabs-height)',
    flexDirection: 'row',
    borderColor: 'border',
    borderBottomWidth: '1px',
  },
});
const StyledTrigger = chakra('button', {
  base: {
    outline: '0',
    minW: 'var(--tabs-height)',
    height: 'var(--tabs-height)',
    display: 'flex',
    alignItems: 'center',
    fontWeight: 'medium',
    position: 'relative',
    cursor: 'button',
    gap: '2',
    py: '2',
    px: '4',
    textStyle: 'sm',
    color: 'fg.muted',
    _focusVisible: { zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
    _selected: {
      color: 'fg',
      layerStyle: 'indicator.bottom',
      '--indicator-offset-y': '-1px',
      '--indicator-color': 'colors.colorPalette.solid',
    },
  },
});
const StyledContent = chakra('div', {
  base: { focusVisibleRing: 'inside', width: '100%', pt: 'var(--tabs-content-padding)' },
});

interface TabsState {
  id: string;
  value: string;
  select: (value: string) => void;
  lazyMount: boolean;
  unmountOnExit: boolean;
  /** The tabs shown at least once (lazyMount keeps them mounted unless unmountOnExit). */
  visited: Set<string>;
}
const TabsContext = createContext<TabsState | null>(null);
function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('LineTabs parts must be inside <LineTabs.Root>');
  return state;
}
const triggerId = (id: string, value: string) => `tabs:${id}:trigger-${value}`;
const contentId = (id: string, value: string) => `tabs:${id}:content-${value}`;
const listId = (id: string) => `tabs:${id}:list`;

export interface LineTabsRootProps extends Omit<HTMLChakraProps<'div'>, 'defaultValue' | 'onChange'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (details: { value: string }) => void;
  lazyMount?: boolean;
  unmountOnExit?: boolean;
  /** Accepted for the same call sites as Chakra's Tabs; only `line` is drawn. */
  variant?: 'line';
  children?: ReactNode;
}

function Root({
  value,
  defaultValue = '',
  onValueChange,
  lazyMount = false,
  unmountOnExit = false,
  variant: _variant,
  ...rest
}: LineTabsRootProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  // Kept in a ref: it only grows, and a render adds the current tab before its content reads it.
  const visited = useRef(new Set<string>()).current;
  visited.add(current);
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.({ value: next });
  };
  return (
    <TabsContext.Provider value={{ id, value: current, select, lazyMount, unmountOnExit, visited }}>
      <StyledRoot data-scope="tabs" data-part="root" data-orientation="horizontal" dir="ltr" {...rest} />
    </TabsContext.Provider>
  );
}

/** Arrow keys, Home and End move between the tabs and select the one they reach (WAI-ARIA tabs). */
function onListKeyDown(event: KeyboardEvent<HTMLDivElement>, state: TabsState) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role=tab]:not([disabled])')];
  const at = tabs.findIndex((t) => t === document.activeElement);
  if (at < 0 || tabs.length === 0) return;
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const target = tabs[(next + tabs.length) % tabs.length]!;
  target.focus();
  state.select(target.dataset.value!);
}

function List(props: HTMLChakraProps<'div'>) {
  const state = useTabs();
  return (
    <StyledList
      data-scope="tabs"
      data-part="list"
      id={listId(state.id)}
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      dir="ltr"
      onKeyDown={(e) => onListKeyDown(e, state)}
      {...props}
    />
  );
}

function Trigger({ value, onClick, ...props }: HTMLChakraProps<'button'> & { value: string }) {
  const state = useTabs();
  const selected = state.value === value;
  return (
    <StyledTrigger
      data-scope="tabs"
      data-part="trigger"
      role="tab"
      type="button"
      dir="ltr"
      id={triggerId(state.id, value)}
      data-orientation="horizontal"
      data-value={value}
      aria-selected={selected}
      data-selected={selected ? '' : undefined}
      aria-controls={selected ? contentId(state.id, value) : undefined}
      data-ownedby={listId(state.id)}
      tabIndex={selected ? 0 : -1}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) state.select(value);
      }}
      {...props}
    />
  );
}

function Content({ value, children, ...props }: HTMLChakraProps<'div'> & { value: string }) {
  const state = useTabs();
  const selected = state.value === value;
  const render = selected || (!state.lazyMount && !state.unmountOnExit) || (!state.unmountOnExit && state.visited.has(value));
  if (!render) return null;
  return (
    <StyledContent
      data-scope="tabs"
      data-part="content"
      dir="ltr"
      id={contentId(state.id, value)}
      tabIndex={0}
      aria-labelledby={triggerId(state.id, value)}
      role="tabpanel"
      data-ownedby={listId(state.id)}
      data-selected={selected ? '' : undefined}
      data-orientation="horizontal"
      hidden={!selected}
      {...props}
    >
      {children}
    </StyledContent>
  );
}

/**
 * Tabs drawn like Chakra's `line` tabs, without its state machine (@zag-js/tabs and the
 * `chakra-interactive` facade it lives in, ~15 KB gzip): the product and brand pages' first load
 * (ADR 041). Same parts, roles, ids and keyboard as Chakra's (automatic activation, horizontal).
 */
export const LineTabs = { Root, List, Trigger, Content };
