import type { Group } from '@cailiao/contracts';
import { Button, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { navigateBack } from '../../../../lib/navigation';
import { useGameList } from '../../../game/api/get-game-list';
import { dissolveGroup, leaveGroup, setLotteryConfig } from '../../api/groups';
import { useGroupAction } from './use-group-action';

/** The games whose draws the group announces, and leaving or dissolving the group. */
export function GroupSettingsSection({ group }: { group: Group }) {
  const manager = group.role === 'owner' || group.role === 'admin';
  const games = useGameList();
  const act = useGroupAction(group.id);
  const [gameIds, setGameIds] = useState<number[]>(group.lotteryGameIds);
  const active = group.status === 'active';
  const changed =
    gameIds.length !== group.lotteryGameIds.length ||
    gameIds.some((id) => !group.lotteryGameIds.includes(id));
  return (
    <>
      <List mode="card" header="开奖播报">
        <List.Item description="所选彩种每期开奖后，群里会收到开奖号码">
          {games.isPending ? '加载中…' : null}
          {games.isError ? '彩种加载失败' : null}
          <Selector
            multiple
            columns={3}
            disabled={!manager || !active}
            value={gameIds}
            onChange={setGameIds}
            options={(games.data?.list ?? []).map((g) => ({ label: g.name, value: g.id }))}
          />
        </List.Item>
      </List>
      <div className="cl-group-manage__actions">
        {manager && active ? (
          <Button
            block
            color="primary"
            disabled={!changed}
            onClick={() => void act(() => setLotteryConfig(group.id, gameIds), '开奖播报已保存')}
            data-testid="lottery-save"
          >
            保存开奖播报
          </Button>
        ) : null}
        {active && group.role && group.role !== 'owner' ? (
          <Button
            block
            color="danger"
            fill="outline"
            onClick={async () => {
              if (await act(() => leaveGroup(group.id), '已退出群聊', `退出群聊「${group.name}」？`))
                navigateBack(true);
            }}
            data-testid="manage-leave"
          >
            退出群聊
          </Button>
        ) : null}
        {active && group.role === 'owner' ? (
          <Button
            block
            color="danger"
            onClick={() =>
              void act(
                () => dissolveGroup(group.id),
                '群聊已解散',
                `解散群聊「${group.name}」？解散后所有人都不能再发言`,
              )
            }
            data-testid="manage-dissolve"
          >
            解散群聊
          </Button>
        ) : null}
      </div>
    </>
  );
}
