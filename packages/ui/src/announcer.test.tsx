import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Announcer, announce, useAnnounce } from '@market/ui/announcer';

afterEach(cleanup);

const polite = () => screen.getByTestId('announcer-polite');
const assertive = () => screen.getByTestId('announcer-assertive');
// The region is emptied first and the text put in a moment later (so that the same words are read again).
const later = () => act(() => new Promise((r) => setTimeout(r, 80)));

test('announce puts the message into the polite or the assertive region, which stay in the page', async () => {
  render(<Announcer />);
  expect(polite().getAttribute('aria-live')).toBe('polite');
  expect(assertive().getAttribute('aria-live')).toBe('assertive');
  act(() => announce('총 3개 상품'));
  await later();
  expect(polite().textContent).toBe('총 3개 상품');
  act(() => announce('저장하지 못했습니다', 'assertive'));
  await later();
  expect(assertive().textContent).toBe('저장하지 못했습니다');
  expect(polite().textContent).toBe('총 3개 상품');
});

test('messages close together are each read: one node each, the same words twice are two nodes', async () => {
  render(<Announcer />);
  act(() => {
    announce('장바구니에 추가되었습니다.');
    announce('장바구니 상품 2개');
    announce('장바구니 상품 2개');
  });
  await later();
  expect(screen.getAllByTestId('announcement').map((n) => n.textContent)).toEqual([
    '장바구니에 추가되었습니다.',
    '장바구니 상품 2개',
    '장바구니 상품 2개',
  ]);
  expect(polite().getAttribute('aria-relevant')).toBe('additions');
});

function Count() {
  const [state, setState] = useState<{ total?: number; filter: string }>({ filter: 'all' });
  useAnnounce(state.total === undefined ? undefined : `총 ${state.total}건`, { after: state.filter });
  return (
    <>
      <button onClick={() => setState({ total: 5, filter: 'all' })}>load</button>
      <button onClick={() => setState({ total: undefined, filter: 'new' })}>filter</button>
      <button onClick={() => setState({ total: 5, filter: 'new' })}>answer</button>
    </>
  );
}

test('useAnnounce: not the first value, then each answer to a new filter, even with the same count', async () => {
  render(
    <>
      <Count />
      <Announcer />
    </>,
  );
  act(() => screen.getByText('load').click());
  await later();
  expect(polite().textContent).toBe('');
  act(() => screen.getByText('filter').click());
  await later();
  expect(polite().textContent).toBe('');
  act(() => screen.getByText('answer').click());
  await later();
  expect(polite().textContent).toBe('총 5건');
});
