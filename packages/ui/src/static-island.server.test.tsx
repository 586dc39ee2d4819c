/**
 * @jest-environment node
 */
import { prerenderToNodeStream } from 'react-dom/static';
// A memory router (the kit's router module exports only what the apps use).
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router-dom';
import { staticIsland } from './static-island';

function Content({ label }: { label: string }) {
  return <p>{label}</p>;
}

async function serverRender(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

// The server renders an island's content, lazy component included (the render waits for it), also
// for an island that waits for the viewport in the browser: that markup is what the browser keeps.
test.each([false, true])('the server renders the content (whenVisible %s)', async (whenVisible) => {
  const Island = staticIsland('footer', () => Promise.resolve({ default: Content }), { whenVisible });
  const html = await serverRender(
    <MemoryRouter>
      <Island label="서버" />
    </MemoryRouter>,
  );
  expect(html).toContain('<div data-island="footer" style="display:contents"><!--$--><p>서버</p><!--/$--></div>');
});
