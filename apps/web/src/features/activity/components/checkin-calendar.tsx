import type { CheckinDay } from '@cailiao/contracts';
import { monthDays } from '@cailiao/domain';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import './activity.css';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/** 'YYYY-MM' shifted by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A month of sign-ins: signed days ticked, today outlined, weeks starting on Monday. */
export function CheckinCalendar({
  month,
  today,
  days,
  onMonth,
}: {
  month: string;
  today: string;
  days: CheckinDay[];
  onMonth: (month: string) => void;
}) {
  const dates = monthDays(month);
  const signed = new Map(days.map((d) => [d.date, d]));
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const canNext = month < today.slice(0, 7);
  return (
    <div className="cl-calendar" data-testid="checkin-calendar">
      <div className="cl-calendar__head">
        <button type="button" aria-label="上个月" onClick={() => onMonth(shiftMonth(month, -1))}>
          <LeftOutline />
        </button>
        <span data-testid="checkin-month">
          {y}年{m}月
        </span>
        <button
          type="button"
          aria-label="下个月"
          disabled={!canNext}
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          <RightOutline />
        </button>
      </div>
      <div className="cl-calendar__grid">
        {WEEKDAYS.map((w) => (
          <span key={w} className="cl-calendar__weekday">
            {w}
          </span>
        ))}
        {dates.map((date) => {
          const day = signed.get(date);
          const classes = ['cl-calendar__day'];
          if (day) classes.push('is-signed');
          if (date === today) classes.push('is-today');
          if (date > today) classes.push('is-future');
          return (
            <span
              key={date}
              className={classes.join(' ')}
              data-testid={`checkin-day-${date}`}
              title={day ? `已签到，奖励${day.reward}元` : undefined}
              style={date.endsWith('-01') ? { gridColumnStart: lead + 1 } : undefined}
            >
              {Number(date.slice(8))}
              {day ? <i>✓</i> : null}
            </span>
          );
        })}
      </div>
    </div>
  );
}
