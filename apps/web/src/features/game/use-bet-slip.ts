import type { Game, SubmitBetsResult } from '@cailiao/contracts';
import { Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { currentRoute, isApiError, loginUrlFor } from '../../lib/http';
import { redirectTo } from '../../lib/navigation';
import { addGameHistory } from '../../lib/storage';
import { selectIsLoggedIn, useAuthStore } from '../auth/store/auth-store';
import { useSubmitBets } from './api/submit-bets';
import { addItem, parseAmount, type SlipItem, toBetItems, toggleItem, validateSlip } from './slip';

/** What the betting page keeps locally per game (lib/storage per-game history, 100 entries). */
export interface BetHistoryEntry {
  issueNo: string;
  orderId: number;
  gameName: string;
  totalAmount: number;
  bets: { betId: number; name: string; amount: number; odds: number }[];
}

export interface PendingConfirmation {
  requestId: string;
  issueNo: string;
  items: SlipItem[];
  amount: number;
}

export const BET_FAILED_TEXT = '投注失败，请重试';

/** The server's message for a refused slip; our own text when no server message came back. */
export function submitErrorText(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.status < 500 && error.message) return error.message;
  return BET_FAILED_TEXT;
}

/** Selection, amount, validation, confirmation and submission of one game's bet slip. */
export function useBetSlip(
  game: Game,
  issueNo: string | undefined,
  open: boolean,
  newRequestId: () => string,
) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [items, setItems] = useState<SlipItem[]>([]);
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  /** The last slip placed from this page (offered for sharing). */
  const [placed, setPlaced] = useState<SubmitBetsResult | null>(null);
  const mutation = useSubmitBets();

  const toggle = useCallback((item: SlipItem) => {
    setError(null);
    setItems((list) => toggleItem(list, item));
  }, []);
  const add = useCallback((item: SlipItem) => {
    setError(null);
    setItems((list) => addItem(list, item));
  }, []);
  const remove = useCallback((item: SlipItem) => setItems((list) => toggleItem(list, item)), []);
  const clear = useCallback(() => {
    setItems([]);
    setError(null);
  }, []);
  /** Puts a whole slip on the page (a followed share): its items, and its stake when known. */
  const fill = useCallback((list: SlipItem[], amount: number | null) => {
    setError(null);
    setItems(list.reduce<SlipItem[]>((acc, item) => addItem(acc, item), []));
    if (amount !== null) setAmountText(String(amount));
  }, []);
  const changeAmount = useCallback((text: string) => {
    setError(null);
    setAmountText(text);
  }, []);

  /** Validates, then opens the confirmation with a fresh request id. */
  const submit = () => {
    const problem = validateSlip(items, amountText);
    if (problem) return setError(problem);
    if (!open || !issueNo) return setError('已封盘，请等待下一期');
    if (!loggedIn) {
      redirectTo(loginUrlFor(currentRoute()));
      return;
    }
    const parsed = parseAmount(amountText);
    if (!parsed.ok) return setError(parsed.error);
    setPending({ requestId: newRequestId(), issueNo, items: [...items], amount: parsed.amount });
  };

  const cancel = () => {
    if (!mutation.isPending) setPending(null);
  };

  const confirm = () => {
    if (!pending || mutation.isPending) return;
    const body = {
      gameId: game.id,
      issueNo: pending.issueNo,
      requestId: pending.requestId,
      bets: toBetItems(pending.items, pending.amount),
    };
    mutation.mutate(body, {
      onSuccess: (result: SubmitBetsResult) => {
        const names = new Map(pending.items.map((i) => [`${i.play}|${i.option}`, i.name]));
        addGameHistory<BetHistoryEntry>(game.code, {
          issueNo: result.issueNo,
          orderId: result.orderId,
          gameName: game.name,
          totalAmount: result.totalAmount,
          bets: result.bets.map((b) => ({
            betId: b.betId,
            name: names.get(`${b.play}|${b.option}`) ?? `${b.play} ${b.option}`,
            amount: b.amount,
            odds: b.odds,
          })),
        });
        setPending(null);
        setItems([]);
        setError(null);
        setPlaced(result);
        Toast.show({ content: '投注成功', icon: 'success' });
      },
      onError: (e) => {
        const text = submitErrorText(e);
        setPending(null);
        setError(text);
        Toast.show({ content: text, icon: 'fail' });
      },
    });
  };

  return {
    items,
    amountText,
    error,
    pending,
    placed,
    dismissPlaced: () => setPlaced(null),
    fill,
    submitting: mutation.isPending,
    toggle,
    add,
    remove,
    clear,
    changeAmount,
    submit,
    cancel,
    confirm,
  };
}
