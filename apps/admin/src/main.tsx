import { createRoot } from 'react-dom/client';
import { installAntdRender } from './antd-render';
import { App } from './app';

installAntdRender();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
