import * as admin from './admin.ts';
import * as adminTeeSheet from './admin-tee-sheet.ts';
import * as alerts from './alerts.ts';
import * as cart from './cart.ts';
import * as checkout from './checkout.ts';
import * as dynamicPricing from './dynamic-pricing.ts';
import * as engineImages from './engine-images.ts';
import * as facilities from './facilities.ts';
import * as invitationsArea from './invitations.ts';
import * as mail from './mail.ts';
import * as openings from './openings.ts';
import * as payments from './payments.ts';
import * as profile from './profile.ts';
import * as proProfile from './pro-profile.ts';
import * as releaseQueue from './release-queue.ts';
import * as reservationsArea from './reservations.ts';
import * as session from './session.ts';
import * as sms from './sms.ts';
import * as store from './store.ts';
import * as teeTimes from './tee-times.ts';
import * as teeTimeBlocks from './tee-time-blocks.ts';
import * as wallet from './wallet.ts';

/** Every table of every area, for Drizzle's relational API; add each new area's schema file here. */
export const schema = { ...facilities, ...profile, ...session, ...mail, ...teeTimes, ...payments, ...wallet, ...cart, ...checkout, ...reservationsArea, ...store, ...alerts, ...invitationsArea, ...sms, ...openings, ...proProfile, ...admin, ...teeTimeBlocks, ...adminTeeSheet, ...engineImages, ...releaseQueue, ...dynamicPricing };
