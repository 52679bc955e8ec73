import { List } from 'antd-mobile';
import { Page } from '../../components/page';
import { GameBadge } from '../../features/game/game-badge';
import { GAME_FAMILIES } from '../../features/game/game-families';
import { navigateTo } from '../../lib/navigation';
import './game-page.css';

/** Game lobby tab: the five families; live issues and countdowns arrive with the games issue. */
export function GamePage() {
  return (
    <Page title="游戏大厅" back={false}>
      <div className="cl-lobby__intro">选择彩种开始游戏 · 理性购彩</div>
      <List className="cl-lobby">
        {GAME_FAMILIES.map((game) => (
          <List.Item
            key={game.type}
            prefix={<GameBadge game={game} />}
            description={game.slogan}
            extra={
              game.trend ? (
                <button
                  type="button"
                  className="cl-lobby__trend"
                  onClick={(event) => {
                    event.stopPropagation();
                    if (game.trend) navigateTo(game.trend);
                  }}
                >
                  走势
                </button>
              ) : null
            }
            onClick={() => navigateTo(game.page)}
            data-testid={`game-${game.type}`}
          >
            {game.name}
          </List.Item>
        ))}
      </List>
      <p className="cl-footer-note">开奖结果由服务器公开可验证的随机种子生成 · 未满18周岁禁止参与</p>
    </Page>
  );
}
