/**
 * The seasonal campaigns' face (docs/adr/0027): the kinds, the windows' table and which one is
 * live, the back office's editing (each in the caller's transaction) and the public API.
 */
export { CAMPAIGN_KIND_TITLES, CAMPAIGN_KINDS, CAMPAIGN_TYPES, LANDING_PATHS, isCampaignKind, type CampaignKind } from './kinds.ts';
export { campaignBanners, campaignCategories, campaignProducts, campaigns } from './schema.ts';
export { currentCampaign, liveCartReminder, liveWindows, type CampaignView } from './live.ts';
export {
  bannersOf,
  campaignItems,
  createCampaignBannerIn,
  createCampaignIn,
  deleteCampaignBannerIn,
  deleteCampaignIn,
  setCampaignItemsIn,
  updateCampaignIn,
} from './manage.ts';
export { campaignsApi } from './api.ts';
export { keepDemoWindowLive } from './demo-window.ts';
export { liveLandingPaths, readLanding, type Landing } from './landing/read-landing.ts';
export { isLandingPath, LANDINGS, type LandingPath } from './landing/themes.ts';
export { pageLanding } from './landing/page-landing.ts';
// The prize wheel: the draw, its prizes and spins (each write in the caller's transaction: flows/spin-wheel.ts), then its router.
export { drawPrize, drawable, oddsOf, secureRandom, type RandomSource, type Slice } from './wheel/draw.ts';
export { wheelPrizes, wheelSpins } from './schema.ts';
export { activePrizes, CODE_PRIZE_TERMS, wheelPrizeViews, wonPrize, type PrizeView, type WonPrize } from './wheel/prizes.ts';
export { claimSpinIn, nextPeriodAt, periodOf, secondsToNextPeriod, settleSpinIn, spinOf } from './wheel/spins.ts';
export { takePrizeIn } from './wheel/take.ts';
export { wheelApi } from './wheel/api.ts';
// Games: the fāl-e Hāfez, the pomegranate game's rounds and board, competitions and the hunt (the find and its coins: flows/find-hunt-item.ts), then their routers.
export { competitionEntries, competitions, gameRounds, huntFinds, huntItems } from './schema.ts';
export { DIVINATION_MESSAGES, divinationCampaign, falById, randomFal, yaldaFal, type FalView, type YaldaFal } from './divination/divination.ts';
export { GAME, GAME_MESSAGES, MAX_POINTS_PER_SECOND, ROUND_SECONDS, SCORE_CAP } from './games/rules.ts';
export { board, scoreView, standingOf } from './games/board.ts';
export { COMPETITION_MESSAGES, type CompetitionStatus, type CompetitionView } from './competitions/rules.ts';
export { competitionsWithEntrants, entriesOf, finishedCompetitions, liveCompetitions } from './competitions/read.ts';
export { createCompetitionIn, publishResultsIn, type CompetitionValues } from './competitions/manage.ts';
export { registerFromForm, type RegisterOutcome } from './competitions/page-register.ts';
export { HUNT_MESSAGES, type HuntFound } from './hunt/rules.ts';
export { foundBy, liveItemOn, nextCampaign, runningHunt, type HuntItem } from './hunt/live.ts';
export { recordHuntFindIn } from './hunt/find.ts';
export { divinationApi } from './divination/api.ts';
export { gameScoreApi } from './games/api.ts';
export { competitionApi } from './competitions/api.ts';
export { huntApi } from './hunt/api.ts';
