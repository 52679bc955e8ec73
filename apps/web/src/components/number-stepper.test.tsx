import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberStepper } from './number-stepper';

function Harness({ initial = 30, onChange = vi.fn(), disabled = false }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberStepper
      label="刷新间隔"
      value={value}
      min={5}
      max={300}
      step={5}
      disabled={disabled}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('NumberStepper', () => {
  it('is a named spinbutton between named − and + buttons that step by the step', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: '刷新间隔' });
    expect(field).toHaveProperty('value', '30');
    await userEvent.click(screen.getByRole('button', { name: '增加刷新间隔' }));
    await userEvent.click(screen.getByRole('button', { name: '增加刷新间隔' }));
    await userEvent.click(screen.getByRole('button', { name: '减少刷新间隔' }));
    expect(onChange.mock.calls).toEqual([[35], [40], [35]]);
    expect(field).toHaveProperty('value', '35');
  });

  it('clamps a typed value into [min, max] on blur and restores a blank one', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: '刷新间隔' });
    await userEvent.clear(field);
    await userEvent.type(field, '999');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(300);
    expect(screen.getByRole('button', { name: '增加刷新间隔' })).toHaveProperty('disabled', true);
    await userEvent.clear(field);
    await userEvent.tab();
    expect(field).toHaveProperty('value', '300');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('turns everything off when disabled', () => {
    render(<Harness disabled />);
    for (const control of [
      screen.getByRole('spinbutton', { name: '刷新间隔' }),
      ...screen.getAllByRole('button'),
    ]) {
      expect(control).toHaveProperty('disabled', true);
    }
  });
});
