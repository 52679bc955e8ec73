import type { Game } from '@cailiao/contracts';
import { CHASE, fenToYuan, yuanToFen } from '@cailiao/domain';
import { Button, Dialog, Popup, Selector, Switch, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { LabelledStepper } from '../../../components/labelled-stepper';
import { formatMoney } from '../../../lib/format/money';
import { newRequestId } from '../../../lib/http';
import { ApiError } from '../../../lib/http/errors';
import { navigateTo } from '../../../lib/navigation';
import type { SlipItem } from '../../game/slip';
import { useStartChase } from '../api/chase';
import {
  type ChasePlanForm,
  DEFAULT_PLAN,
  multiplesOf,
  plannedIssueNos,
  planProblem,
  planTable,
} from '../chase-plan-form';
import './chase.css';

export interface ChaseSheetProps {
  visible: boolean;
  game: Game;
  items: readonly SlipItem[];
  /** The stake of each item, yuan. */
  amount: number;
  /** Server time, epoch ms (the issue numbers the plan will buy). */
  now: number;
  onClose: () => void;
}

const PRESETS = CHASE.presetIssues.map((n) => ({ label: `${n}期`, value: String(n) }));

/**
 * 追号: the slip bought over the coming issues. The player picks the number of issues, 同倍 or
 * 翻倍 and 中奖后停止, sees every issue's multiple, amount and running total (and, for one item, the
 * profit should that issue win), and confirms the total before anything is frozen.
 */
export function ChaseSheet({ visible, game, items, amount, now, onClose }: ChaseSheetProps) {
  const [form, setForm] = useState<ChasePlanForm>(DEFAULT_PLAN);
  const [custom, setCustom] = useState(false);
  const start = useStartChase();
  const set = (patch: Partial<ChasePlanForm>) => setForm((f) => ({ ...f, ...patch }));

  const itemsFen = useMemo(() => items.map(() => yuanToFen(amount)), [items, amount]);
  const multiples = useMemo(() => multiplesOf(form), [form]);
  const rows = useMemo(
    () => planTable(itemsFen, multiples, items.length === 1 && items[0]!.odds > 0 ? items[0]!.odds : null),
    [itemsFen, multiples, items],
  );
  const issueNos = useMemo(() => plannedIssueNos(game, now, multiples.length), [game, now, multiples.length]);
  const totalFen = rows.at(-1)?.cumulativeFen ?? 0;
  const problem = planProblem(itemsFen, multiples);
  const showProfit = rows[0]?.profitFen !== null && rows[0]?.profitFen !== undefined;

  async function submit() {
    const ok = await Dialog.confirm({
      title: '确认追号',
      content: (
        <div data-testid="chase-confirm">
          {game.name} 追号 {multiples.length} 期，共需冻结 <b>{formatMoney(fenToYuan(totalFen))}</b> 元。
          {form.stopOnWin ? '中奖后自动停止，未投注的期数解冻退回。' : '中奖后继续追号。'}
        </div>
      ),
      confirmText: '确认冻结并追号',
      cancelText: '再想想',
    });
    if (!ok) return;
    try {
      const chase = await start.mutateAsync({
        gameId: game.id,
        requestId: newRequestId(),
        bets: items.map(({ play, option }) => ({ play, option, amount })),
        multiples,
        stopOnWin: form.stopOnWin,
      });
      Toast.show({ icon: 'success', content: '追号已开始' });
      onClose();
      navigateTo(`/pages/chase-detail/chase-detail?id=${chase.chaseId}`);
    } catch (err) {
      Toast.show({ content: err instanceof ApiError ? err.message : '追号失败，请稍后重试' });
    }
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="cl-chase-sheet" destroyOnClose>
      <div className="cl-chase-sheet__head">
        <h2 className="cl-chase-sheet__title">追号 · {game.name}</h2>
        <button type="button" className="cl-link" onClick={onClose} aria-label="关闭追号">
          ×
        </button>
      </div>
      <p className="cl-muted cl-chase-sheet__base">
        已选 {items.length} 注 × 单注 {formatMoney(amount)} 元，每倍{' '}
        {formatMoney(fenToYuan(itemsFen.reduce((a, b) => a + b, 0)))} 元
      </p>
      <section className="cl-chase-sheet__row" aria-label="追号期数">
        <span className="cl-chase-sheet__label">期数</span>
        <Selector
          columns={5}
          options={[...PRESETS, { label: '自定义', value: 'custom' }]}
          value={[custom ? 'custom' : String(form.issues)]}
          onChange={(v) => {
            const picked = v[0];
            if (!picked) return;
            setCustom(picked === 'custom');
            if (picked !== 'custom') set({ issues: Number(picked) });
          }}
          data-testid="chase-issues"
        />
      </section>
      {custom ? (
        <section className="cl-chase-sheet__row">
          <span className="cl-chase-sheet__label">自定义期数</span>
          <LabelledStepper
            min={CHASE.minIssues}
            max={CHASE.maxIssues}
            digits={0}
            value={form.issues}
            onChange={(v) => set({ issues: v })}
            data-testid="chase-issues-custom"
            label="自定义期数"
          />
        </section>
      ) : null}
      <section className="cl-chase-sheet__row" aria-label="追号方案">
        <span className="cl-chase-sheet__label">方案</span>
        <Selector
          columns={2}
          options={[
            { label: '同倍', value: 'flat' },
            { label: '翻倍', value: 'double' },
          ]}
          value={[form.mode]}
          onChange={(v) => v[0] && set({ mode: v[0] as ChasePlanForm['mode'] })}
          data-testid="chase-mode"
        />
      </section>
      <section className="cl-chase-sheet__row">
        <span className="cl-chase-sheet__label">{form.mode === 'flat' ? '倍数' : '起始倍数'}</span>
        <LabelledStepper
          min={CHASE.minMultiple}
          max={CHASE.maxMultiple}
          digits={0}
          value={form.multiple}
          onChange={(v) => set({ multiple: v })}
          data-testid="chase-multiple"
          label={form.mode === 'flat' ? '倍数' : '起始倍数'}
        />
      </section>
      {form.mode === 'double' ? (
        <section className="cl-chase-sheet__row">
          <span className="cl-chase-sheet__label">每隔</span>
          <LabelledStepper
            min={1}
            max={20}
            digits={0}
            value={form.every}
            onChange={(v) => set({ every: v })}
            label="每隔几期翻倍"
            data-testid="chase-every"
          />
          <span className="cl-chase-sheet__label">期 ×</span>
          <LabelledStepper
            min={2}
            max={10}
            digits={0}
            value={form.factor}
            onChange={(v) => set({ factor: v })}
            label="翻倍倍率"
            data-testid="chase-factor"
          />
        </section>
      ) : null}
      <section className="cl-chase-sheet__row">
        <span className="cl-chase-sheet__label">中奖后停止</span>
        <Switch
          checked={form.stopOnWin}
          onChange={(v) => set({ stopOnWin: v })}
          data-testid="chase-stop-on-win"
          aria-label="中奖后停止"
        />
      </section>
      <div className="cl-chase-table" role="region" aria-label="追号计划" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">期号</th>
              <th scope="col">倍数</th>
              <th scope="col">本期金额</th>
              <th scope="col">累计投入</th>
              {showProfit ? <th scope="col">预计盈利</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.index} data-testid={`chase-row-${row.index}`}>
                <td>{issueNos[row.index] ?? `第${row.index + 1}期`}</td>
                <td>{row.multiple}</td>
                <td>{formatMoney(fenToYuan(row.amountFen))}</td>
                <td>{formatMoney(fenToYuan(row.cumulativeFen))}</td>
                {showProfit ? (
                  <td className={(row.profitFen ?? 0) >= 0 ? 'cl-chase-table__gain' : 'cl-chase-table__loss'}>
                    {formatMoney(fenToYuan(row.profitFen ?? 0))}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="cl-chase-sheet__foot">
        <div>
          共 {multiples.length} 期，合计 <b data-testid="chase-total">{formatMoney(fenToYuan(totalFen))}</b>{' '}
          元
          {problem ? (
            <div className="cl-chase-sheet__error" role="alert" data-testid="chase-problem">
              {problem}
            </div>
          ) : null}
        </div>
        <Button
          color="primary"
          disabled={problem !== null || items.length === 0}
          loading={start.isPending}
          onClick={() => void submit()}
          data-testid="chase-submit"
        >
          立即追号
        </Button>
      </div>
    </Popup>
  );
}
