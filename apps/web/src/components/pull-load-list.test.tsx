import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { phoneScreen, pullDown } from '../test/gestures';
import { PullLoadList } from './pull-load-list';

const head = () => document.querySelector('.adm-pull-to-refresh-head-content')?.textContent;

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve: () => resolve() };
}

describe('PullLoadList (SPEC.md §2, §4, §9)', () => {
  it('walks the pull-to-refresh states: pulling, reached, refreshing, then restoring; a short pull aborts', async () => {
    const refreshing = deferred();
    const onRefresh = vi.fn(() => refreshing.promise);
    render(
      <PullLoadList
        loading={false}
        empty={false}
        hasMore={false}
        loadMore={async () => undefined}
        onRefresh={onRefresh}
      >
        <div data-testid="rows">rows</div>
      </PullLoadList>,
    );
    const rows = screen.getByTestId('rows');

    // Aborting: released before the 60 px threshold, nothing refreshes.
    let finger = pullDown(rows, 40);
    expect(head()).toBe('下拉刷新');
    finger.release();
    expect(onRefresh).not.toHaveBeenCalled();

    // Pulling past the threshold: reached.
    finger = pullDown(rows, 300);
    expect(head()).toBe('释放立即刷新');
    // Released: refreshing until the reload ends.
    act(() => {
      finger.release();
    });
    expect(head()).toBe('刷新中…');
    expect(onRefresh).toHaveBeenCalledOnce();
    await act(async () => refreshing.resolve());
    expect(head()).toBe('刷新成功');
    // Restoring: the head goes back up, ready for the next pull.
    await waitFor(() => expect(head()).toBe('下拉刷新'));
  });

  it('loads the next page when the list tail is 50 px below the screen (reach-bottom distance 50), not 51', async () => {
    const loadMore = vi.fn(async () => undefined);
    const phone = phoneScreen({ rowSelector: '.row' });
    render(
      <PullLoadList
        loading={false}
        empty={false}
        hasMore
        loadMore={loadMore}
        onRefresh={async () => undefined}
      >
        {Array.from({ length: 30 }, (_, i) => i + 1).map((n) => (
          <div key={n} className="row">
            第{n}行
          </div>
        ))}
      </PullLoadList>,
    );
    phone.endBelowScreen(51);
    await new Promise((r) => setTimeout(r, 250));
    expect(loadMore).not.toHaveBeenCalled();
    phone.endBelowScreen(50);
    await waitFor(() => expect(loadMore).toHaveBeenCalledOnce());
  });
});
