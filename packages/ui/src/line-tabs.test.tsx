import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LineTabs } from './line-tabs';
import { axeViolations, renderWithUi } from './test/render';

let mounts: string[] = [];
function Panel({ name }: { name: string }) {
  mounts.push(name);
  return <p>{name} 내용</p>;
}

function Harness({ controlled = false, unmountOnExit = false }: { controlled?: boolean; unmountOnExit?: boolean }) {
  const [value, setValue] = useState('a');
  const state = controlled ? { value, onValueChange: (e: { value: string }) => setValue(e.value) } : { defaultValue: 'a' };
  return (
    <>
      <LineTabs.Root {...state} lazyMount unmountOnExit={unmountOnExit}>
        <LineTabs.List>
          <LineTabs.Trigger value="a">상품정보</LineTabs.Trigger>
          <LineTabs.Trigger value="b">리뷰</LineTabs.Trigger>
          <LineTabs.Trigger value="c">Q&amp;A</LineTabs.Trigger>
        </LineTabs.List>
        {['a', 'b', 'c'].map((v) => (
          <LineTabs.Content key={v} value={v}>
            <Panel name={v} />
          </LineTabs.Content>
        ))}
      </LineTabs.Root>
      {controlled && <output data-testid="value">{value}</output>}
    </>
  );
}

beforeEach(() => {
  mounts = [];
});

test('tabs with roles, one selected panel labelled by its tab, and no axe violations', async () => {
  const { container } = renderWithUi(<Harness />);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  const panel = screen.getByRole('tabpanel');
  expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
  expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
  expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
  expect(await axeViolations(container)).toEqual([]);
});

test('lazyMount: a panel mounts when first selected and stays mounted (hidden) afterwards', async () => {
  renderWithUi(<Harness />);
  expect(mounts).toEqual(['a']);
  await userEvent.click(screen.getByRole('tab', { name: '리뷰' }));
  expect(screen.getByText('b 내용')).toBeTruthy();
  expect(screen.getByText('a 내용').closest('[role=tabpanel]')!.hasAttribute('hidden')).toBe(true);
  expect(screen.queryByText('c 내용')).toBeNull();
});

test('unmountOnExit: only the selected panel is in the page', async () => {
  renderWithUi(<Harness unmountOnExit />);
  await userEvent.click(screen.getByRole('tab', { name: '리뷰' }));
  expect(screen.queryByText('a 내용')).toBeNull();
  expect(screen.getByText('b 내용')).toBeTruthy();
});

test('arrow keys, Home and End move the focus and select (controlled: onValueChange)', async () => {
  renderWithUi(<Harness controlled />);
  await userEvent.click(screen.getByRole('tab', { name: '상품정보' }));
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: '리뷰' }));
  expect(screen.getByTestId('value').textContent).toBe('b');
  await userEvent.keyboard('{End}');
  expect(screen.getByTestId('value').textContent).toBe('c');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByTestId('value').textContent).toBe('a');
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByTestId('value').textContent).toBe('c');
  await userEvent.keyboard('{Home}');
  expect(screen.getByTestId('value').textContent).toBe('a');
  expect(screen.getByRole('tab', { name: '상품정보' }).getAttribute('aria-selected')).toBe('true');
});
