import { QuestionCircleOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function InstructionPage() {
  return (
    <ComingSoon
      route="/pages/instruction/instruction"
      icon={<QuestionCircleOutline />}
      description="各彩种玩法规则与赔率说明"
    />
  );
}
