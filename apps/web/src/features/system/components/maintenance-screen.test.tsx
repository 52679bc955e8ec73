import { DEFAULT_SYSTEM_CONFIG } from '@cailiao/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maintenanceSignal } from '../../../lib/http';
import { json, rejection, setup } from '../../../lib/http/testing';
import { mockApi, renderApp } from '../../../test/render-app';

const MAINTENANCE = { success: false, code: 'MAINTENANCE', message: '系统维护中，请稍后再试' };
afterEach(() => {
  maintenanceSignal.clear();
  vi.unstubAllGlobals();
});

describe('maintenance', () => {
  it('a 503 MAINTENANCE answer raises the signal instead of a toast or an error report', async () => {
    const { client, deps } = setup([json(503, MAINTENANCE)]);
    const error = await rejection(client.get('/api/user/info'));
    expect(error).toMatchObject({ status: 503, code: 'MAINTENANCE', message: '系统维护中，请稍后再试' });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(maintenanceSignal.get()).toBe('系统维护中，请稍后再试');
  });

  it('shows one maintenance screen with customer service, and the app again once it is over', async () => {
    let down = true;
    mockApi({
      'GET /api/system/config': () => ({
        ...DEFAULT_SYSTEM_CONFIG,
        maintenance_mode: down,
        customer_service_qq: '10001',
      }),
      'GET /api/reports/profit-ranking/yesterday': () =>
        down ? { status: 503, body: MAINTENANCE } : { date: '2026-05-31', list: [] },
    });
    renderApp('/');
    expect(await screen.findByTestId('maintenance-screen')).toBeTruthy();
    expect(screen.getByText('系统维护中，请稍后再试')).toBeTruthy();
    expect(await screen.findByText('客服QQ：10001')).toBeTruthy();
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重新检查' }));
    await waitFor(() => expect(screen.queryByTestId('maintenance-screen')).toBeNull());
    expect(await screen.findByTestId('home-service')).toBeTruthy();
  });
});
