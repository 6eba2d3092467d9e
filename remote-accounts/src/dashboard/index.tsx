import { defineRemoteScreen } from 'shared-kernel/contract';
import { DashboardScreen } from './DashboardScreen';

/** Route / (spec §2). */
function Dashboard() {
  return <DashboardScreen />;
}

export default defineRemoteScreen(Dashboard);
