import { initializeWebMCPPolyfill } from '@mcp-b/webmcp-polyfill';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerGlobalTools } from 'webmcp-nexus-sdk';
import './index.css';
import App from './App.tsx';
import * as notesApi from './api/notes';

initializeWebMCPPolyfill({ installTestingShim: true });
registerGlobalTools(notesApi);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
