import { NoticeBar } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';

/** Shown while the operator has switched maintenance mode on. */
export function MaintenanceBanner({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <NoticeBar
      className="cl-maintenance"
      color="error"
      icon={<ExclamationCircleOutline />}
      content="系统维护中，部分功能暂不可用，请稍后再试"
      wrap
      data-testid="maintenance-banner"
    />
  );
}
