import '@market/ui/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@market/ui/router';
import { UiProvider } from '@market/ui/provider';
import App from './app';

/**
 * Standalone entry (dev port 3002). In the composed product the shell provides the provider and
 * the router and mounts `mf_storefront/app` at `/*`; here we do the same ourselves.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root element missing');

createRoot(container).render(
  <StrictMode>
    <UiProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/*" element={<App />} />
        </Routes>
      </BrowserRouter>
    </UiProvider>
  </StrictMode>,
);
