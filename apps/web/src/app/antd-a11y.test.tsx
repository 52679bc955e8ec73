import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionSheet, Button, Dialog, List, Popup, Switch } from 'antd-mobile';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installAntdA11y } from './antd-a11y';

beforeAll(() => installAntdA11y());
// antd-mobile's panels ignore pointers while their enter animation runs, which jsdom never finishes.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function SheetOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} data-open={open}>
        编辑快捷金额
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)}>
        <h3 className="cl-sheet__title">编辑快捷金额（元）</h3>
        <Button onClick={() => setOpen(false)}>保存</Button>
      </Popup>
    </>
  );
}

function ConfirmOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        投注
      </button>
      <Dialog
        visible={open}
        title="确认投注"
        content={<Button onClick={() => setOpen(false)}>取消</Button>}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('dialogs and popups (installAntdA11y)', () => {
  it('announces a popup as a modal dialog named by its title, focuses it, and gives focus back on close', async () => {
    render(<SheetOpener />);
    const opener = screen.getByRole('button', { name: '编辑快捷金额' });
    await user().click(opener);
    const dialog = await screen.findByRole('dialog', { name: '编辑快捷金额（元）' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // A pointer inside the popup would start its swipe-to-close gesture, which jsdom cannot capture.
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with Escape, as a tap on the mask does', async () => {
    render(<SheetOpener />);
    const opener = screen.getByRole('button', { name: '编辑快捷金额' });
    await user().click(opener);
    const dialog = await screen.findByRole('dialog', { name: '编辑快捷金额（元）' });
    // A person presses Escape once the sheet has the focus; the close animation may be slow under load.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user().keyboard('{Escape}');
    // The popup is asked to close as by a tap on its mask, and focus is back on what opened it
    // (not waiting for the closing animation, which a loaded jsdom may not run to its end).
    await waitFor(() => expect(opener.getAttribute('data-open')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('does the same for a Dialog rendered in place inside the page', async () => {
    const { container } = render(<ConfirmOpener />);
    const opener = screen.getByRole('button', { name: '投注' });
    await user().click(opener);
    const dialog = await screen.findByRole('dialog', { name: '确认投注' });
    expect(container.contains(dialog)).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user().click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('does the same for an imperative Dialog.confirm', async () => {
    render(
      <button
        type="button"
        onClick={() => void Dialog.confirm({ title: '确认退出', content: '退出当前账号？' })}
      >
        退出登录
      </button>,
    );
    const opener = screen.getByRole('button', { name: '退出登录' });
    await user().click(opener);
    const dialog = await screen.findByRole('dialog', { name: '确认退出' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await act(async () => {
      await user().click(screen.getByRole('button', { name: '取消' }));
    });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

function Menu({ onPin }: { onPin: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label="更多" onClick={() => setOpen(true)}>
        ⋯
      </button>
      <ActionSheet
        visible={open}
        actions={[{ key: 'pin', text: '置顶聊天', onClick: onPin }]}
        cancelText="取消"
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('action sheets', () => {
  it('offers their actions as focusable buttons that Enter chooses', async () => {
    const chosen: string[] = [];
    render(<Menu onPin={() => chosen.push('pin')} />);
    await user().click(screen.getByRole('button', { name: '更多' }));
    const pin = await screen.findByRole('button', { name: '置顶聊天' });
    expect(screen.queryAllByRole('option')).toEqual([]);
    pin.focus();
    await user().keyboard('{Enter}');
    expect(chosen).toEqual(['pin']);
  });
});

describe('clickable list items', () => {
  it('are buttons in the tab order that Enter and Space press', async () => {
    const opened: string[] = [];
    render(
      <List>
        <List.Item onClick={() => opened.push('about')}>关于我们</List.Item>
        <List.Item extra="浅色">主题</List.Item>
      </List>,
    );
    const about = await screen.findByRole('button', { name: '关于我们' });
    await user().tab();
    expect(document.activeElement).toBe(about);
    await user().keyboard('{Enter}');
    await user().keyboard(' ');
    expect(opened).toEqual(['about', 'about']);
    expect(screen.queryByRole('button', { name: /主题/ })).toBeNull();
  });
});

describe('switches', () => {
  it('are in the tab order, and Space turns them', async () => {
    const turned: boolean[] = [];
    render(
      <Switch
        aria-label="声音"
        onChange={(on) => {
          turned.push(on);
        }}
      />,
    );
    const toggle = await screen.findByRole('switch', { name: '声音' });
    await user().tab();
    expect(document.activeElement).toBe(toggle);
    await user().keyboard(' ');
    expect(turned).toEqual([true]);
  });
});
