import { render } from 'preact';
import { App } from './app.js';
import { readConfig } from './config.js';
import { interceptLinks } from './router.js';
import './styles.css';

const root = document.getElementById('app');
if (root) {
  interceptLinks(root);
  render(<App config={readConfig()} />, root);
}

// Installable and quick to reopen: the worker keeps the app's own files, never the API's answers.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
