// The referee's screen: the desk beside the live table (hands, seed check), the switch
// between table and timeline, and the timeline.
export { RefereeDesk } from './RefereeHands.js';
export { RefereeTabs, type RefereeTab } from './RefereeTabs.js';
export { RefereeTimeline } from './RefereeTimeline.js';
