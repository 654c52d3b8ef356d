// The referee's screen: the desk beside the live table (hands, seed check, log download), the
// switch between table and timeline, and the timeline. The seed check and the log download are
// also the players' once the game is over (panels/GameOver.tsx).
export { RefereeDesk } from './RefereeHands.js';
export { RefereeTabs, type RefereeTab } from './RefereeTabs.js';
export { RefereeTimeline } from './RefereeTimeline.js';
export { LogDownload } from './LogDownload.js';
export { SeedCheck } from './SeedCheck.js';
export { ReceiptPanel } from './ReceiptPanel.js';
