import { GAME_FAMILY_NAMES, type GameFamily, type PlayType } from '@cailiao/contracts';
import { FAMILIES, playsOf } from '@cailiao/domain';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { useFamilyPlayTypes } from '../../features/game/api/get-play-types';
import { FAIRNESS_STEPS, FAMILY_RULES, PLAY_RULES } from '../../features/game/play-rules';
import { redirectTo } from '../../lib/navigation';
import './instruction-page.css';

const FAIR = 'fair';

function PlayRules({ family }: { family: GameFamily }) {
  const odds = useFamilyPlayTypes(family);
  const byPlay = new Map<string, PlayType>((odds.data ?? []).map((p) => [p.play, p]));
  return (
    <div className="cl-rules">
      <p className="cl-rules__intro">{FAMILY_RULES[family]}</p>
      {odds.isError ? <p className="cl-muted">赔率获取失败，以下仅列出玩法规则。</p> : null}
      {playsOf(family).map((def) => {
        const served = byPlay.get(def.play);
        const oddsOf = new Map((served?.options ?? []).map((o) => [o.option, o.odds]));
        return (
          <section key={def.play} className="cl-rules__play" data-testid={`rule-${def.play}`}>
            <h3 className="cl-rules__name">
              {def.name}
              <span className="cl-rules__group">{def.group}</span>
            </h3>
            <p className="cl-rules__text">{PLAY_RULES[def.play] ?? ''}</p>
            {def.pick ? (
              <p className="cl-rules__pick">
                自选 {def.pick.min === def.pick.max ? def.pick.min : `${def.pick.min}–${def.pick.max}`} 个
                {def.pick.from === 'numbers' ? '号码' : '生肖'}，赔率按所选组合计算，选好后在投注页显示。
              </p>
            ) : (
              <ul className="cl-rules__odds">
                {(def.options ?? []).map((o) => (
                  <li key={o.option}>
                    <span>{o.name}</span>
                    <b>{oddsOf.get(o.option) ?? (odds.isPending ? '…' : '—')}</b>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function Fairness() {
  return (
    <div className="cl-rules" data-testid="rules-fairness">
      <p className="cl-rules__intro">
        彩聊的每一期开奖都可公开验证：结果由开奖前已承诺的随机种子唯一确定，任何人（包括平台）都无法在开奖后修改。
      </p>
      <ol className="cl-rules__steps">
        {FAIRNESS_STEPS.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <p className="cl-rules__text">
        赔率说明：赔率含本金，例如 10 元投注赔率 1.98 中奖派彩 19.80
        元；退还本金的情形（如和局、作废期）派彩等于投注额。 单注金额 1–100,000 元。
      </p>
    </div>
  );
}

/** /pages/instruction/instruction?type= — the rules and odds of every play, and how draws are checked. */
export function InstructionPage() {
  const [params] = useSearchParams();
  const raw = params.get('type') ?? 'k3';
  const active = raw === FAIR || (FAMILIES as readonly string[]).includes(raw) ? raw : 'k3';
  return (
    <Page title="玩法说明">
      <Tabs activeKey={active} onChange={(key) => redirectTo(`/pages/instruction/instruction?type=${key}`)}>
        {FAMILIES.map((f) => (
          <Tabs.Tab key={f} title={GAME_FAMILY_NAMES[f]} />
        ))}
        <Tabs.Tab key={FAIR} title="公平性" />
      </Tabs>
      {active === FAIR ? <Fairness /> : <PlayRules key={active} family={active as GameFamily} />}
    </Page>
  );
}
