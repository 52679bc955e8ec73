import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAntdA11y } from './antd-a11y';
import { installAntdRender } from './antd-render';
import { App } from './app';
import { bootstrap } from './bootstrap';
import { createQueryClient } from './query-client';
import { enablePageWarmups } from './route-table';
import './palette.css';
import './styles.css';

installAntdRender();
installAntdA11y();
const queryClient = createQueryClient();
bootstrap(queryClient);
enablePageWarmups(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('缺少 #root 容器');
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
