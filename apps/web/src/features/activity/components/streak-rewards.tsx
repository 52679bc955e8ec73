import { formatMoney } from '../../../lib/format/money';
import './activity.css';

/**
 * The reward of each streak day (the last one repeats): days already in the streak are lit, and
 * the next sign-in's day is marked.
 */
export function StreakRewards({
  rewards,
  streak,
  signedToday,
}: {
  rewards: number[];
  streak: number;
  signedToday: boolean;
}) {
  const lit = Math.min(streak, rewards.length);
  const next = signedToday ? 0 : Math.min(streak + 1, rewards.length);
  return (
    <ol className="cl-streak" data-testid="streak-rewards">
      {rewards.map((reward, i) => {
        const day = i + 1;
        const done = day <= lit && day !== next;
        const classes = ['cl-streak__day'];
        if (done) classes.push('is-done');
        if (day === next) classes.push('is-next');
        return (
          <li key={day} className={classes.join(' ')}>
            <span className="cl-streak__amount">{formatMoney(reward).replace(/\.00$/, '')}元</span>
            <span className="cl-streak__label">{day === rewards.length ? `${day}天+` : `第${day}天`}</span>
          </li>
        );
      })}
    </ol>
  );
}
