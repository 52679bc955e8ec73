import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PillTabs } from './pill-tabs';

const TABS = [
  { key: '1', title: '极速快3' },
  { key: '2', title: '江苏快3' },
  { key: '3', title: '北京快3' },
];

describe('PillTabs', () => {
  it('is a named tab list whose chosen tab is selected and the only one in the tab order', () => {
    render(<PillTabs label="选择彩种" tabs={TABS} activeKey="2" onChange={() => undefined} />);
    screen.getByRole('tablist', { name: '选择彩种' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves with the arrow keys, Home and End, and chooses with Enter or a tap', async () => {
    const onChange = vi.fn();
    render(<PillTabs label="选择彩种" tabs={TABS} activeKey="1" onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '极速快3' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '江苏快3' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '北京快3' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '极速快3' }));
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('3');
    await userEvent.click(screen.getByRole('tab', { name: '江苏快3' }));
    expect(onChange).toHaveBeenLastCalledWith('2');
    await userEvent.click(screen.getByRole('tab', { name: '极速快3' }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
