import type { AdminGroup } from '@cailiao/contracts';
import { Tag } from 'antd';

/** 已解散, 全员禁言 or 正常. */
export const groupStatusTag = (g: Pick<AdminGroup, 'status' | 'isMuted'>) =>
  g.status === 'dissolved' ? (
    <Tag color="default">已解散</Tag>
  ) : g.isMuted ? (
    <Tag color="orange">全员禁言</Tag>
  ) : (
    <Tag color="green">正常</Tag>
  );
