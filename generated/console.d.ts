/** Generated from spec/ by `npm run generate`. Do not edit. */

export interface paths {
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["audit.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Every operator that appears in the log, removed ones and `cli` included: the operator filter's
         *     choices for every role that reads the log (admins cannot list the team).
         */
        get: operations["audit.operators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing_webhook_deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A delivery with every attempt and the request each sent (headers, body). */
        get: operations["billingWebhooks.delivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing_webhook_deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends a delivery again now (billing's webhooks.resend): one more attempt, `manual`. */
        post: operations["billingWebhooks.resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing_webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every billing endpoint of the mode (secrets never listed). */
        get: operations["billingWebhooks.list"];
        put?: never;
        /** @description Adds an endpoint (billing's webhooks.create); its signing secret is in this answer only. */
        post: operations["billingWebhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing_webhooks/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes an endpoint's URL, events, description or `disabled` (billing's webhooks.update). */
        post: operations["billingWebhooks.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing_webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The endpoint's delivery log, newest first, 20 a page (billing's webhooks.deliveries: keyset pages). */
        get: operations["billingWebhooks.deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing_webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Recover failed, as the desk's (`webhookEndpoints.recover`): the endpoint's `failed` deliveries
         *     made in [`since`, `until`) are queued again (a new round of retries, the same `webhook-id`);
         *     `since` defaults to 24 hours ago, at most 14 days ago; a second call queues nothing already
         *     queued. A disabled endpoint answers 409 `webhook_disabled`.
         */
        post: operations["billingWebhooks.recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing_webhooks/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A new signing secret, in this answer only (billing's webhooks.rotate_secret). */
        post: operations["billingWebhooks.rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing_webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends a `ping` event to the endpoint now (billing's webhooks.test); the delivery with its attempt. */
        post: operations["billingWebhooks.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["catalog.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalog/copy_to_live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Copies test plans and the features they use to live, in one transaction
         *     (the seed's "copied to live from the Plans page"). 404
         *     `plan_not_found` for an unknown `planId`; a clash with live data is 400
         *     `invalid_request` naming it.
         */
        post: operations["catalog.copyToLive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Conversations as inbox rows, the last activity first: by `lastMessageAt` descending, then the newest
         *     conversation (keyset pages: `before` = `nextCursor`; a cursor of the Support Desk API's list, which
         *     orders by creation, is a 400). Decided: a conversation written to between two pages moves to the top
         *     of the first page and is not shown again further down; the app's live refresh reloads the page it shows.
         */
        get: operations["conversations.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["conversations.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * @description Status, priority, assignee (`null` unassigns), tags. `assigneeId` must be an operator of the
         *     workspace (400 `unknown_assignee` otherwise); its `assigneeName` is that operator's display name,
         *     whatever the body sends (a name sent without an id is refused the same way).
         */
        patch: operations["conversations.update"];
        trace?: never;
    };
    "/conversations/{id}/csat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["conversations.csat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["messages.list"];
        put?: never;
        /**
         * @description A team reply (`visibility: public`, default) or an internal note (`internal`, never shown to the contact).
         *     Its `author_name` is the signed-in operator's display name (decided: an `author_name` sent is replaced,
         *     so a reply always names who wrote it).
         */
        post: operations["messages.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Notes that the signed-in operator opened the conversation now (it is no longer unread for them). */
        post: operations["conversations.markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/csat/scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CSAT over the last `days` days (1–366, default 30), per UTC day. */
        get: operations["csat.scores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Customers whose id, name or e-mail contains `q` (case-insensitive), newest first, `limit` a page
         *     (keyset by creation time, never an offset). `plan`: with a subscription to that plan, in
         *     `status` (default active or scheduled, as billing's customers.list); with `version`, to that
         *     version of it (the Plans page's count per version links here). `version` without `plan`: 400
         *     `invalid_request` naming `version`.
         */
        get: operations["customers.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 404 `customer_not_found`. */
        get: operations["customers.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/advance_test_clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description The billing API's `customers.advance_test_clock` for one customer: moves its clock forward to
         *     `frozenTime`, running in order everything due in between (balance resets, renewals and their
         *     invoices and charges, dunning, trial ends, scheduled changes), then answers.
         *
         *     Test mode only: `mode=live` answers the billing API's 403 `test_mode_only`. A time not later
         *     than the customer's clock: 400 `invalid_request` naming `frozen_time`. 404 `customer_not_found`.
         */
        post: operations["customers.advanceTestClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Attaches the plan (billing.attach): charged to the card on file, else the answer's
         *     `payment_url` is the hosted checkout to send the customer. Serialised per customer with
         *     every other billing change (429 `billing_busy`).
         */
        post: operations["customers.attach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Cancels one of the customer's plans (billing.cancel), at the end of its cycle or now, with the refund chosen. */
        post: operations["customers.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/grant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Grants units of a metered feature (billing's balances.grant); a boolean feature: 400 `invalid_request`. */
        post: operations["customers.grant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/preview_attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description What attaching the plan would charge now and next cycle: billing.preview_attach's answer (no
         *     change is made). 404 `customer_not_found`, `plan_not_found`.
         */
        post: operations["customers.previewAttach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description One customer's usage of one feature over `period` (default `30d`), per
         *     UTC day or calendar month: the billing API's `events.aggregate` for the
         *     customer (its events of the period, read in bounded chunks; at most
         *     5,000,000 events, else 400 naming `range`). 404 `customer_not_found`;
         *     an unknown feature id answers zeros.
         */
        get: operations["customers.usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["feedback.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["feedback.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Triage: status, the team's public reply (`null` removes it), tags, as the Support Desk API's `PATCH /feedback/{id}`. */
        patch: operations["feedback.update"];
        trace?: never;
    };
    "/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The Home page's charts and their numbers for the mode over `period`
         *     (default `30d`). Read only. A missing exchange rate for a currency in use:
         *     400 `missing_fx_rate`, as analytics.
         */
        get: operations["home.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The workspace's operators, oldest first: who a conversation or ticket can be assigned to. */
        get: operations["inbox.assignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What changed since `after` (see `InboxChanges`): the app's live refresh. */
        get: operations["inbox.changes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Invoices of every customer of the mode, newest first, `limit` a page, read by the invoices' index
         *     (never an offset). Filters combine with AND. An unknown `customerId`: 404 `customer_not_found`.
         */
        get: operations["invoices.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One invoice with its lines (billing's invoices.get). An unknown id: 400 `invalid_request` naming `invoice_id` (billing has no not-found code for invoices). */
        get: operations["invoices.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{id}/mark_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["invoices.markPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Records an `open` or `uncollectible` invoice as paid outside the provider (billing's
         *     invoices.mark_paid), applying the plan change it holds; any other status: 400 `invalid_request`.Refunds a paid invoice through the provider that collected it (in test mode the sandbox
         *     provider, Tandem's local stand-in), in full or in part, and records a credit note for it
         *     (billing's domain refund, the one cancellations with a refund use): the answer is the invoice
         *     with its credit notes. Console only: the Usage & Billing API has no invoice refund operation, as
         *     Autumn 2.3 has none (a refund there comes with billing.cancel's `refund_last_payment`).
         *
         *     Idempotent: the `Idempotency-Key` header (required; one per refund the operator asks for) makes
         *     a repeated request (a double click, a retry) refund once: it answers 409 `idempotency_replay`
         *     with the first answer in `data.response`, or `idempotency_in_progress` while the first runs.
         *     Holds the customer's billing lock (429 `billing_busy`). 409 `invoice_not_refundable`: the
         *     invoice is not paid, was paid outside a provider (Mark paid, invoices.insert), is a credit note,
         *     is refunded in full, or its provider is not connected. 400 `invalid_amount`: see the body.
         */
        post: operations["invoices.refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Voids a `draft` or `open` invoice (billing's invoices.void); any other status: 400 `invalid_request`. */
        post: operations["invoices.void"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["keys.list"];
        put?: never;
        post: operations["keys.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Revokes a key at once (a running server refuses it within a second). 404 `key_not_found` when no active key has that id. */
        post: operations["keys.revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Creates a plan (billing's plans.create: the same validation and errors, e.g. 404 `feature_not_found` for an item's unknown feature). */
        post: operations["plans.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Changes a plan (billing's plans.update): a change of its prices, items or trial while
         *     customers are on it makes a new version (they stay on theirs). 404 `plan_not_found`.
         */
        post: operations["plans.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every version of a plan with its customers. 404 `plan_not_found`. */
        get: operations["plans.versions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referral_programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Creates a referral program (billing's referrals.create_program: `reward_id` an existing reward; `plan_ids` only with `redeem_on: checkout`). */
        post: operations["referralPrograms.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referral_programs/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deactivates a program (billing's referrals.delete_program): its codes stop working; rewards given stay, pending `checkout` ones are never given. */
        post: operations["referralPrograms.deactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referral_programs/{id}/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Who referred whom in a program of the mode: each referral code with each of its redemptions
         *     (see ConsoleReferralPage for the order). A program the mode does not have (or deactivated: billing
         *     keeps no program then, and its codes are gone with it): 404 `referral_program_not_found`.
         *     A cursor not from this list: 400 `invalid_request`.
         */
        get: operations["referralPrograms.referrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Coupons, feature grants (each code with its redemptions) and referral programs (billing's rewards.list and referrals.list_programs). */
        get: operations["rewards.list"];
        put?: never;
        /** @description Creates a coupon or a feature grant with its codes (billing's rewards.create: exactly one of the two; the same bounds and errors). */
        post: operations["rewards.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/codes/{code}/redemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The redemptions of one promotion code of the mode (its reward's, made with that code; case as
         *     billing matches codes: ignored), newest first. A code no reward has: 404 `promo_code_not_found`
         *     (a deactivated reward's codes are gone with it). A cursor not from this list: 400 `invalid_request`.
         */
        get: operations["rewards.codeRedemptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Deactivates a reward (billing's rewards.delete): its codes stop working; what was given stays.
         *     A reward a referral program uses: 400 `invalid_request` (deactivate the program first).
         */
        post: operations["rewards.deactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The current session (the app calls it at start to know whether it is signed in). */
        get: operations["session.get"];
        put?: never;
        /**
         * @description Signs in: sets the session cookie and answers the session with its CSRF
         *     token. 401 `invalid_credentials` for an unknown e-mail or a wrong
         *     password alike; 10 attempts a minute per address (429 `rate_limited`).
         *
         *     Per account (the e-mail, known or not, compared case-insensitively):
         *     five failures in a row are free; after them each attempt must wait 1 s
         *     after the last failure, then 2 s, 4 s … at most 60 s (429
         *     `sign_in_backoff` with `Retry-After` and `data.retryAfterSeconds`; the
         *     password is not checked then). Never a lock: once the wait is over a
         *     right password signs in, and a success (or 15 minutes without a failure)
         *     starts the count again. The count is kept in memory (a restart forgets it).
         */
        post: operations["session.create"];
        /** @description Signs out: the session ends and its cookie is cleared. */
        delete: operations["session.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Signs in with a one-time link's token (then the token is spent); with `password`, it becomes the operator's password. A disabled operator's link answers 401 `invalid_sign_in_link`. */
        post: operations["session.link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["settings.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["settings.update"];
        trace?: never;
    };
    "/settings/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Replaces the logo; `GET /brand/logo` (on every API's origin) serves it. */
        put: operations["settings.setLogo"];
        post?: never;
        /** @description Removes the logo. */
        delete: operations["settings.deleteLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["team.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Invites by e-mail: a new operator without a password and a one-time link (valid 7 days) that
         *     signs it in and sets its password. 409 `operator_exists` for an e-mail already on the team.
         */
        post: operations["team.invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes the operator and its sessions (its audit rows stay). 404 `operator_not_found`; 409 `last_owner`. */
        delete: operations["team.remove"];
        options?: never;
        head?: never;
        /** @description Changes the role, name or disabled state. 404 `operator_not_found`; 409 `last_owner`. */
        patch: operations["team.update"];
        trace?: never;
    };
    "/team/{id}/password_reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description E-mails a password reset link (valid 1 hour, once); the password in use keeps working until it is spent. */
        post: operations["team.resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["team.sessions"];
        put?: never;
        post?: never;
        /** @description Ends every session of the operator (the caller's own too, when it is theirs). */
        delete: operations["team.revokeSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/{id}/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Ends one session at once (its next request answers 401 `session_required`). 404 `session_not_found`. */
        delete: operations["team.revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description As the Support Desk API's `GET /tickets` (its filters, `AssigneeFilter` included), newest first. */
        get: operations["tickets.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["tickets.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * @description Status, priority, type, title, tags, assignee (an operator's id; `null` unassigns), as the
         *     Support Desk API's `PATCH /tickets/{id}`; an `assigneeId` that is no operator of the workspace
         *     answers 400 `unknown_assignee`.
         */
        patch: operations["tickets.update"];
        trace?: never;
    };
    "/tickets/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["tickets.comments"];
        put?: never;
        /** @description A public comment (reaches the contact) or an internal one; its `author_name` is the signed-in operator's display name (one sent is replaced). */
        post: operations["tickets.comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A delivery with every attempt (time, the request sent: headers and body, status, response excerpt, duration). */
        get: operations["webhookDeliveries.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends the delivery again now. */
        post: operations["webhookDeliveries.resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["webhookEndpoints.list"];
        put?: never;
        /** @description The secret is in this answer only. */
        post: operations["webhookEndpoints.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Edit the URL, kinds or description; `enabled: false` disables, `true` enables. */
        patch: operations["webhookEndpoints.update"];
        trace?: never;
    };
    "/webhook_endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The endpoint's delivery log, newest first, filterable by status and event kind. */
        get: operations["webhookEndpoints.deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_endpoints/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Recover failed: every `failed` delivery of the endpoint made in [`since`, `until`) is queued
         *     again for the sender (pending, due now, a new round of retries, the same `Desk-Delivery` id), as
         *     Svix's recover. `since` defaults to 24 hours ago and may be at most 14 days ago (400
         *     `invalid_request` otherwise), `until` to now and must be after `since`. Idempotent in effect: a
         *     second call finds what the first queued pending, not failed, and queues nothing of it again (it
         *     answers 0 unless more failed meanwhile). A disabled endpoint answers 409 `webhook_endpoint_disabled`.
         */
        post: operations["webhookEndpoints.recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_endpoints/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A new secret, in this answer only (the old one keeps signing for 24 hours). */
        post: operations["webhookEndpoints.rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends a `ping` now and answers its delivery with the attempt. */
        post: operations["webhookEndpoints.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AdvanceTestClockRequest: {
            /**
             * Format: int64
             * @description The customer's new time, Unix ms: later than its current clock (its frozen time, else the server's time).
             */
            frozenTime: number;
        };
        AdvanceTestClockResult: {
            customerId: string;
            /**
             * Format: int64
             * @description The customer's clock now (Unix ms): it stays frozen here until the next advance.
             */
            frozenTime: number;
            /**
             * @description `ready`: everything due up to `frozenTime` ran before this answer.
             * @enum {string}
             */
            status: "ready" | "advancing" | "internal_failure";
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        AdvanceTestClockResultEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["AdvanceTestClockResult"];
        };
        /** @description An API key as listed: never the key itself (only its hash is stored). */
        ApiKey: {
            id: string;
            /** @enum {string} */
            api: "desk" | "revenue";
            mode: components["schemas"]["Tandem.Common.Mode"];
            /**
             * @description `publishable` keys exist for the billing API only (`rv_pk_…`).
             * @enum {string}
             */
            kind: "secret" | "publishable";
            /** @description The key's prefix and last characters, e.g. `dsk_test_…abcd`. */
            display: string;
            /**
             * @description Given at creation (1–100 characters); a key created without one is named after its API, mode
             *     and kind, e.g. `revenue test secret` (so are keys made before keys had names).
             */
            name: string;
            /** @enum {string} */
            state: "active" | "revoked";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            revokedAt: string | null;
            /**
             * Format: date-time
             * @description When the key last authenticated a request; null when never. Coarse on purpose, so recording
             *     it never slows authentication: each server process records a key's use at most once a minute,
             *     after the request (not awaited by it), so the time shown may be up to about a minute earlier
             *     than the key's latest use, and a use in the last moments before a process stops may be lost.
             *     It never moves back. Uses of a revoked key are refused and not recorded.
             */
            lastUsedAt: string | null;
        };
        ApiKeyCreate: {
            /** @enum {string} */
            api: "desk" | "revenue";
            mode: components["schemas"]["Tandem.Common.Mode"];
            /**
             * @description Default `secret`; `publishable` only for `revenue` (else 400 `invalid_request`).
             * @enum {string}
             */
            kind?: "secret" | "publishable";
            /**
             * @description A name to tell the key by, 1–100 characters after trimming spaces, one line (a control
             *     character, or only spaces: 400 `invalid_request`). Default `<api> <mode> <kind>`, e.g.
             *     `desk live secret`.
             */
            name?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ApiKeyEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ApiKey"];
        };
        ApiKeyList: {
            /** @description Every key of the workspace, newest first. */
            items: components["schemas"]["ApiKey"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ApiKeyListEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ApiKeyList"];
        };
        /** @description An operator of the workspace, as the **Assignee** choice lists it. */
        Assignee: {
            id: string;
            email: string;
            /** @description Its display name (`tandem operators create --name`), else the e-mail's local part: what `assigneeName` and `author_name` carry. */
            displayName: string;
        };
        AssigneeList: {
            items: components["schemas"]["Assignee"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        AssigneeListEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["AssigneeList"];
        };
        /**
         * @description One operator action: every successful console change (POST, PATCH, DELETE) but signing in,
         *     recorded in the change's own transaction by the console's request path (so a change is never
         *     committed without its row); and the team changes of the `tandem operators` commands
         *     (operations `operators.create`, `operators.reset`, `operators.disable`, `operators.remove`), with
         *     operator `{ id: "cli", email: <the OS user who ran it> }` and address `cli`.
         */
        AuditEntry: {
            id: string;
            /** Format: date-time */
            at: string;
            operator: {
                id: string;
                /** @description The operator's e-mail when it acted. */
                email: string;
            };
            /** @description The console operation, e.g. `keys.create`, `team.update`; `operators.*` for the CLI's. */
            operation: string;
            /**
             * @description What was acted on, `name=value` joined by `&`: the path's ids (e.g. `id=…`, or
             *     `id=…&sessionId=…`); for a change that creates something, `id=` the created object's id (an API
             *     key, an invited operator, a reward, a referral program, a webhook endpoint); for one that names
             *     its object in the body, `id=` that id (`plans.create`/`plans.update`: the plan,
             *     `catalog.copyToLive`: the plan copied, `billingWebhooks.update`: the endpoint). Null only for a
             *     change of the workspace itself (settings, its logo, signing out).
             */
            target: string | null;
            /**
             * @description What the change was, in a few fields chosen per operation: e.g. the plan attached and its
             *     version, a refund's `amount` (minor units) and reason, a grant's `featureId` and `amount`, a
             *     role `{from, to}`, a conversation's or ticket's status and assignee, the fields a settings or
             *     endpoint change set, an endpoint's URL (scheme, host and path only). Never a secret: no API key,
             *     webhook signing secret, password, sign-in link or token, and no message or comment text. Bounded:
             *     at most 12 fields, strings cut to 200 characters, lists to 20 items, at most 2,000 characters of
             *     JSON in all (past that, `{ truncated: true }`). Null when the operation has nothing more to say
             *     (the target says it all) and for entries written before details were kept.
             */
            details: {
                [key: string]: unknown;
            } | null;
            /**
             * @description The mode the change was made in (`test` or `live`); null for a change of neither (team, keys).
             * @enum {string|null}
             */
            mode: "test" | "live" | null;
            /** @description The client's address (behind a trusted proxy, the forwarded one). */
            address: string | null;
        };
        /** @description An operator as the audit log names it. */
        AuditOperator: {
            /** @description The operator's id; `cli` for changes made with the `tandem operators` commands. */
            id: string;
            /** @description Its e-mail when it last acted (for `cli`, the OS user who ran the command). */
            email: string;
        };
        AuditOperatorList: {
            /** @description Ordered by e-mail; at most 500. */
            items: components["schemas"]["AuditOperator"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        AuditOperatorListEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["AuditOperatorList"];
        };
        AuditPage: {
            /** @description Newest first. */
            items: components["schemas"]["AuditEntry"][];
            /** @description Pass as `before` for the next (older) page; null on the last. */
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        AuditPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["AuditPage"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        BillingChangeResponseEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.BillingChangeResponse"];
        };
        /** @description One attempt of a billing delivery with the request it sent. */
        BillingWebhookAttemptDetail: {
            /**
             * Format: int32
             * @description 1, 2, 3 … within the delivery.
             */
            number: number;
            /**
             * @description `scheduled` by the sender, `manual` for webhooks.resend and webhooks.test.
             * @enum {string}
             */
            trigger: "scheduled" | "manual";
            /** @enum {string} */
            state: "in_flight" | "completed" | "interrupted";
            /** @description When the request left, Unix ms. */
            at: components["schemas"]["Tandem.Revenue.UnixMs"];
            /**
             * Format: int32
             * @description Null when no response arrived (a timeout, a refused connection, a blocked address, in flight, interrupted).
             */
            status_code: number | null;
            /** @description The first 500 characters of the response body, cut at a character boundary (never inside an emoji). */
            response_excerpt: string | null;
            /**
             * Format: int32
             * @description Null unless `completed`.
             */
            duration_ms: number | null;
            /** @description Why it failed without a response, or what was wrong with the response (a redirect). */
            error: string | null;
            /** @description What the attempt sent: headers and body (null for attempts logged before requests were kept). */
            request: components["schemas"]["Tandem.Common.WebhookAttemptRequest"] | null;
        };
        /** @description A billing delivery with every attempt and what each sent (the list leaves the requests out: they may be large). */
        BillingWebhookDeliveryDetail: {
            /** @description `whd_…` */
            id: string;
            webhook_id: string;
            /** @description `evt_…`: the `webhook-id` header of every attempt. */
            event_id: string;
            event_type: components["schemas"]["Tandem.Revenue.BillingEventType"] | "ping";
            status: components["schemas"]["Tandem.Revenue.WebhookDeliveryStatus"];
            /**
             * Format: int32
             * @description Attempts started, including one in flight or interrupted.
             */
            attempt_count: number;
            /**
             * Format: int64
             * @description When the next scheduled attempt is due (pending only), Unix ms.
             */
            next_attempt_at: number | null;
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            updated_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            attempts: components["schemas"]["BillingWebhookAttemptDetail"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        BillingWebhookDeliveryDetailEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["BillingWebhookDeliveryDetail"];
        };
        /** @description The catalog of a mode: the same records as the billing API's `features.list` and `plans.list` (every version). */
        Catalog: {
            features: components["schemas"]["Tandem.Revenue.Feature"][];
            /** @description Every version of every plan that is not archived, newest version first within a plan. */
            plans: components["schemas"]["ConsolePlan"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        CatalogEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Catalog"];
        };
        /** @description The plan (and version) to attach. */
        ConsoleAttachRequest: {
            planId: string;
            /**
             * Format: int32
             * @description ≥ 1; default the latest.
             */
            version?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description How to cancel one of the customer's plans. */
        ConsoleCancelRequest: {
            planId: string;
            /**
             * @description `end_of_cycle` (default): the plan ends when its period ends; `now`: it ends at once.
             * @default end_of_cycle
             * @enum {string}
             */
            when?: "end_of_cycle" | "now";
            /**
             * @description Only with `when: now` (else 400 `invalid_request`, as billing.cancel): `prorated` refunds the
             *     unused part of the period, `full` all the last payment can still refund, through the payment
             *     provider, as a credit note. Default `none`.
             * @default none
             * @enum {string}
             */
            refund?: "none" | "prorated" | "full";
        } & {
            [key: string]: unknown;
        };
        /** @description One redemption of a promotion code: who redeemed it, when, and the reward it gave as it was then. */
        ConsoleCodeRedemption: {
            /** @description The redemption's id (`rdm_…`). */
            id: string;
            /** @description The customer who redeemed the code. */
            customerId: string;
            /**
             * Format: int64
             * @description When, Unix ms (the customer's clock: its test clock when it has one).
             */
            redeemedAt: number;
            /** @description The reward given (its id and name when redeemed; it may since have changed or been deactivated). */
            rewardId: string;
            rewardName: string;
            /** @enum {string} */
            kind: "coupon" | "feature_grant";
            /**
             * @description `promo_code`: billing's rewards.redeem; `discount`: an attach's or update's `discounts` naming the code.
             * @enum {string}
             */
            source: "promo_code" | "discount";
            /**
             * Format: int32
             * @description A coupon: the charges it has discounted so far; a feature grant: 0.
             */
            appliedCount: number;
        };
        /** @description A page of a code's redemptions, newest first (keyset: by the redemption's sequence). */
        ConsoleCodeRedemptionPage: {
            items: components["schemas"]["ConsoleCodeRedemption"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ConsoleCodeRedemptionPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ConsoleCodeRedemptionPage"];
        };
        /**
         * @description A credit note: an invoice of negative total that gave back part or all of another invoice's
         *     payment through its provider. Every refund is one: the console's Refund (reason as typed), a
         *     refund billing owed (e.g. a payment for a change that no longer applied), and billing's own
         *     refunds — billing.cancel / billing.update `cancel_immediately` with `refund_last_payment`
         *     (reason `cancellation`) and a change that costs less than what is left of the period's payments
         *     (reason `downgrade`). Its status is `paid` once the provider refunded it.
         *
         *     Decided: billing's refund of a cancel or a downgrade is one credit note (billing's answer names
         *     it, unchanged) spread over the period's payments, newest first; it is listed on each invoice it
         *     refunds with that invoice's part (`amount`) and the provider's refund of it (`refundRef`), so one
         *     credit note may appear on several invoices, and a credit note's own `total` is the sum of its
         *     parts. It is recorded in the same unit as the invoices' `refunded_amount`: a retried request
         *     (same idempotency key) replays billing's answer and records nothing twice.
         */
        ConsoleCreditNote: {
            /** @description The credit note as billing's invoices.get answers it (its lines, negative `total`). */
            invoice: components["schemas"]["Tandem.Revenue.InvoiceDetail"];
            /**
             * Format: double
             * @description What it gave back of this invoice's payment, in the currency's major unit (> 0).
             */
            amount: number;
            reason: string;
            /** @description The provider's refund of this invoice's payment (e.g. `re_…`); null for a refund recorded before Tandem kept one per invoice without a reference. */
            refundRef: string | null;
            /** @description Its hosted page's PDF, when it has a hosted page. */
            pdfUrl: string | null;
        };
        /** @description Units of a feature given to the customer (billing's balances.grant). */
        ConsoleGrantRequest: {
            featureId: string;
            /**
             * Format: double
             * @description > 0 and ≤ 1e9 (400 `invalid_amount` otherwise).
             */
            amount: number;
            /** @description Why (e.g. `support credit`). */
            reason?: string;
            /**
             * Format: int64
             * @description Unix ms when the unused part expires; in the future; default never.
             */
            expiresAt?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description An invoice as the console shows it (money in the currency's minor unit). */
        ConsoleInvoice: {
            id: string;
            number: string | null;
            status: string;
            /** Format: int64 */
            total: number;
            currency: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The hosted invoice page, when there is one. */
            hostedUrl: string | null;
        };
        /** @description An invoice with its lines, as billing's invoices.get, its PDF, its payment and its refunds. */
        ConsoleInvoiceDetail: {
            invoice: components["schemas"]["Tandem.Revenue.InvoiceDetail"];
            payment: components["schemas"]["ConsoleInvoicePayment"];
            /** @description The hosted page's PDF (`<hosted_invoice_url>/pdf`), when there is a hosted page. */
            pdfUrl: string | null;
            /** @description The invoice's credit notes, oldest first. */
            creditNotes: components["schemas"]["ConsoleCreditNote"][];
            /** @description When the invoice is a credit note (negative `total`): the invoices it refunds, oldest first; empty for any other invoice. */
            refunds: components["schemas"]["ConsoleRefundedInvoice"][];
            /**
             * Format: double
             * @description What Refund may still give back, in the currency's major unit: a paid invoice's provider payment
             *     less what was refunded; 0 for any other invoice (not paid, paid outside a provider — Mark paid —,
             *     a credit note). Tandem computes no tax: an invoice has no tax lines (`subtotal`, discounts and
             *     `total` are all there is).
             */
            refundable: number;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ConsoleInvoiceDetailEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ConsoleInvoiceDetail"];
        };
        /** @description A page of invoices across customers, newest first (keyset: by the invoice's sequence). */
        ConsoleInvoicePage: {
            /** @description As billing's invoices.list (without lines). */
            items: components["schemas"]["Tandem.Revenue.InvoiceDetail"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ConsoleInvoicePageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ConsoleInvoicePage"];
        };
        /**
         * @description How an invoice was (or is being) collected, beside billing's `provider` and `amount_paid`: what a
         *     support agent needs to find the payment at the provider and to see why it is not paid. Tandem keeps
         *     an invoice's current state, not a history of every attempt: the count of failed attempts and the
         *     last failure's reason.
         */
        ConsoleInvoicePayment: {
            /** @description The provider's reference of the payment (Stripe's PaymentIntent id); null when none was made through a provider (not paid yet, free, or marked paid outside Tandem). */
            reference: string | null;
            /**
             * Format: int64
             * @description When it was paid (Unix ms); null while it is not paid.
             */
            paidAt: number | null;
            /**
             * Format: int32
             * @description Charge attempts that ended without money (a decline, a failure) — each retry after one is a new provider charge.
             */
            failedAttempts: number;
            /** @description Why the last attempt failed (the provider's decline code or message), while the invoice is not paid; null otherwise. */
            lastError: string | null;
        };
        /** @description A saved payment method (never a card number). */
        ConsolePaymentMethod: {
            id: string;
            type: string;
            brand: string | null;
            last4: string | null;
            /** Format: int32 */
            expMonth: number | null;
            /** Format: int32 */
            expYear: number | null;
            isDefault: boolean;
        };
        /** @description A plan version as the console reads it: billing's plan with its items' `proration` (ConsolePlanItem). */
        ConsolePlan: {
            /** @description The caller's id, shared by every version. */
            id: string;
            name: string;
            description: string | null;
            group: string | null;
            /**
             * Format: int32
             * @description 1 for the first version; plans.update adds one when it creates a version.
             */
            version: number;
            version_slug?: string | null;
            /** @description False for versions older than the latest. */
            active?: boolean;
            add_on: boolean;
            auto_enable: boolean;
            /** @description Null for a free or usage-only plan. */
            price: {
                /** Format: double */
                amount: number;
                additional_currencies?: components["schemas"]["Tandem.Revenue.CurrencyAmount"][];
                interval: components["schemas"]["Tandem.Revenue.BillingInterval"];
                /** Format: int32 */
                interval_count?: number;
                display?: components["schemas"]["Tandem.Revenue.PriceDisplay"];
                processors?: {
                    stripe?: {
                        price_id: string;
                    } | null;
                };
            } | null;
            processors?: components["schemas"]["Tandem.Revenue.PlanProcessors"];
            free_trial?: components["schemas"]["Tandem.Revenue.FreeTrial"];
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            env: components["schemas"]["Tandem.Revenue.Environment"];
            archived: boolean;
            config: {
                /** @description Keep access while an invoice is past due. */
                ignore_past_due: boolean;
            };
            billing_controls?: components["schemas"]["Tandem.Revenue.BillingControls"];
            metadata: {
                [key: string]: unknown;
            };
            customer_eligibility?: components["schemas"]["Tandem.Revenue.CustomerEligibility"];
            /** @description The plan this one is a variant of, or null. */
            base_variant_id: string | null;
            variant_details?: {
                base_plan_id: string;
                /** @description The differences from the base plan, in Autumn's customize shape. */
                customize?: {
                    [key: string]: unknown;
                };
            };
            items: components["schemas"]["ConsolePlanItem"][];
        };
        /**
         * @description A plan item as the console reads it: billing's item plus its `proration`, which billing keeps
         *     but does not answer. The plan editor sends it back unchanged, so an edit never drops it.
         */
        ConsolePlanItem: {
            threshold_billing?: {
                /** Format: double */
                threshold: number;
            } | null;
            feature_id: string;
            feature?: components["schemas"]["Tandem.Revenue.PlanItemFeature"];
            /** Format: double */
            included: number;
            unlimited: boolean;
            /** @description Entities draw from one pool at customer level instead of each getting `included`. */
            pooled: boolean;
            reset: {
                interval: components["schemas"]["Tandem.Revenue.ResetInterval"];
                /** Format: int32 */
                interval_count?: number;
            } | null;
            price: {
                /** Format: double */
                amount?: number;
                additional_currencies?: components["schemas"]["Tandem.Revenue.CurrencyAmount"][];
                tiers?: components["schemas"]["Tandem.Revenue.PriceTier"][];
                tier_behavior?: components["schemas"]["Tandem.Revenue.TierBehavior"];
                interval: components["schemas"]["Tandem.Revenue.BillingInterval"];
                /** Format: int32 */
                interval_count?: number;
                /** Format: double */
                billing_units: number;
                billing_method: components["schemas"]["Tandem.Revenue.BillingMethod"];
                /**
                 * Format: double
                 * @description Most prepaid units one customer can buy; null for no limit.
                 */
                max_purchase: number | null;
                processors?: {
                    stripe?: {
                        [key: string]: unknown;
                    } | null;
                };
            } | null;
            display?: components["schemas"]["Tandem.Revenue.PriceDisplay"];
            rollover?: components["schemas"]["Tandem.Revenue.Rollover"];
            expiry?: {
                /** @enum {string} */
                duration: "day" | "week" | "month" | "year";
                /** Format: int32 */
                length: number;
            } | null;
            feature_override?: components["schemas"]["Tandem.Revenue.FeatureOverride"];
            /** @description As sent to plans.create/update; absent when none was set. */
            proration?: components["schemas"]["Tandem.Revenue.ProrationInput"];
        };
        /** @description One version of a plan and how many customers are on it. */
        ConsolePlanVersion: {
            plan: components["schemas"]["Tandem.Revenue.Plan"];
            /**
             * Format: int32
             * @description Customers with an active or scheduled subscription on this version, counted up to 1,000.
             */
            customers: number;
            /** @description True when there are more than `customers` (the count stops at 1,000). */
            more: boolean;
        };
        ConsolePlanVersions: {
            /** @description Newest version first. */
            items: components["schemas"]["ConsolePlanVersion"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ConsolePlanVersionsEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ConsolePlanVersions"];
        };
        /** @description A referral code of the program, with one of its redemptions (or none: nobody has redeemed it yet). */
        ConsoleReferral: {
            /** @description The referral code (upper-case, as billing made it). */
            code: string;
            /** @description The referrer: the customer the code belongs to. */
            referrerId: string;
            /**
             * Format: int64
             * @description When the code was made (referrals.create_code), Unix ms.
             */
            codeCreatedAt: number;
            /** @description A redemption of the code; absent on the one row of a code not redeemed yet. */
            redemption?: components["schemas"]["ConsoleReferralRedemption"];
        };
        /**
         * @description A page of a program's referrals: its codes newest first (by when they were made), each code's
         *     redemptions newest first right after it (keyset: by code, then redemption).
         */
        ConsoleReferralPage: {
            items: components["schemas"]["ConsoleReferral"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ConsoleReferralPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ConsoleReferralPage"];
        };
        /** @description One redemption of a referral code: the customer it brought and the rewards. */
        ConsoleReferralRedemption: {
            /** @description The redemption's id (`ref_…`, as billing's referrals.redeem answered). */
            id: string;
            /** @description The referred customer (who redeemed the code). */
            customerId: string;
            /**
             * Format: int64
             * @description When the code was redeemed, Unix ms.
             */
            redeemedAt: number;
            /** @description The reward the program gave or will give (its id when redeemed). */
            rewardId: string;
            referrerReward: components["schemas"]["ReferralRewardState"];
            referredReward: components["schemas"]["ReferralRewardState"];
            /**
             * Format: int64
             * @description When the reward was given, Unix ms; null while pending.
             */
            rewardedAt: number | null;
        };
        /** @description A refund of a paid invoice's provider payment. */
        ConsoleRefundRequest: {
            /**
             * Format: double
             * @description In the invoice currency's major unit (12.5 = 12.50), at most its minor unit's decimals; > 0 and at
             *     most `refundable` (else 400 `invalid_amount`). Default: all of `refundable` (a full refund).
             */
            amount?: number;
            /** @description Why (shown on the credit note's line, e.g. `duplicate charge`). */
            reason: string;
        } & {
            [key: string]: unknown;
        };
        /** @description An invoice a credit note refunds (on the credit note's page): which, how much of its payment and why. */
        ConsoleRefundedInvoice: {
            /** @description The refunded invoice as billing's invoices.list answers it (without lines). */
            invoice: components["schemas"]["Tandem.Revenue.InvoiceDetail"];
            /**
             * Format: double
             * @description What the credit note gave back of its payment, in the currency's major unit (> 0).
             */
            amount: number;
            reason: string;
            /** @description The provider's refund of its payment; null as in `ConsoleCreditNote.refundRef`. */
            refundRef: string | null;
        };
        /** @description Every reward and referral program of the mode, oldest first (billing keeps no more than a catalog's worth: no paging). */
        ConsoleRewards: {
            coupons: components["schemas"]["Tandem.Revenue.Coupon"][];
            feature_grants: components["schemas"]["Tandem.Revenue.FeatureGrant"][];
            programs: components["schemas"]["Tandem.Revenue.ReferralProgram"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ConsoleRewardsEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ConsoleRewards"];
        };
        /** @description The session cookie set by `POST /session`. */
        ConsoleSession: {
            /**
             * @description API key authentication
             * @enum {string}
             */
            type: "apiKey";
            /**
             * @description location of the API key
             * @enum {string}
             */
            in: "cookie";
            /**
             * @description name of the API key
             * @enum {string}
             */
            name: "tandem_console_session";
        };
        ConversationCsat: {
            /** @description The conversation's rating, null when the contact gave none. */
            csat: {
                /**
                 * Format: int32
                 * @description 1 (worst) to 5 (best).
                 */
                rating: number;
                comment: string | null;
                /** Format: date-time */
                createdAt: string;
            } | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ConversationCsatEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ConversationCsat"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ConversationEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.Conversation"];
        };
        CopiedFeature: {
            id: string;
            /** @enum {string} */
            action: "created" | "updated" | "unchanged";
        };
        CopiedPlan: {
            id: string;
            /** Format: int32 */
            test_version: number;
            /** Format: int32 */
            live_version: number;
            /**
             * @description `new_version`: live customers on the old version stay on it.
             * @enum {string}
             */
            action: "created" | "new_version" | "updated" | "unchanged";
        };
        CopyToLiveRequest: {
            /** @description Copy only this plan (its latest test version); default: every plan that is not archived. */
            planId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description What the copy did (as `tandem plans copy-to-live --json`). */
        CopyToLiveResult: {
            features: components["schemas"]["CopiedFeature"][];
            plans: components["schemas"]["CopiedPlan"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        CopyToLiveResultEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["CopyToLiveResult"];
        };
        /** @description A new key: `key` is in this answer only, never again. */
        CreatedApiKey: {
            id: string;
            /** @enum {string} */
            api: "desk" | "revenue";
            mode: components["schemas"]["Tandem.Common.Mode"];
            /**
             * @description `publishable` keys exist for the billing API only (`rv_pk_…`).
             * @enum {string}
             */
            kind: "secret" | "publishable";
            /** @description The key's prefix and last characters, e.g. `dsk_test_…abcd`. */
            display: string;
            /**
             * @description Given at creation (1–100 characters); a key created without one is named after its API, mode
             *     and kind, e.g. `revenue test secret` (so are keys made before keys had names).
             */
            name: string;
            /** @enum {string} */
            state: "active" | "revoked";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            revokedAt: string | null;
            /**
             * Format: date-time
             * @description When the key last authenticated a request; null when never. Coarse on purpose, so recording
             *     it never slows authentication: each server process records a key's use at most once a minute,
             *     after the request (not awaited by it), so the time shown may be up to about a minute earlier
             *     than the key's latest use, and a use in the last moments before a process stops may be lost.
             *     It never moves back. Uses of a revoked key are refused and not recorded.
             */
            lastUsedAt: string | null;
            key: string;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        CreatedApiKeyEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["CreatedApiKey"];
        };
        /** @description One UTC day's ratings. */
        CsatDayScore: {
            /** @description The day (UTC), `YYYY-MM-DD`. */
            day: string;
            /** Format: int32 */
            ratings: number;
            /**
             * Format: double
             * @description Mean rating, two decimals.
             */
            average: number;
            /**
             * Format: double
             * @description Share of ratings that were 4 or 5, in percent (0–100, one decimal): the CSAT score.
             */
            score: number;
        };
        /** @description CSAT over the last `days` days (UTC days, today included): per day with ratings, and the whole period. */
        CsatScores: {
            days: components["schemas"]["CsatDayScore"][];
            /** Format: int32 */
            ratings: number;
            /**
             * Format: double
             * @description null when there is no rating in the period.
             */
            average: number | null;
            /** Format: double */
            score: number | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        CsatScoresEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["CsatScores"];
        };
        CustomerDetail: {
            /** @description As the billing API's `customers.get`: plans (`subscriptions`, `purchases`) and balances with their breakdown. */
            customer: components["schemas"]["Tandem.Revenue.Customer"];
            /** @description The 20 newest usage events. */
            events: components["schemas"]["Tandem.Revenue.UsageEvent"][];
            /** @description The 50 newest invoices, newest first; all of them, a page at a time: `GET /invoices?customerId=` (what the customer's page shows). */
            invoices: components["schemas"]["ConsoleInvoice"][];
            paymentMethods: components["schemas"]["ConsolePaymentMethod"][];
            /**
             * Format: int64
             * @description The customer's test clock, Unix ms: its frozen time after an advance
             *     (`POST /customers/{id}/advance_test_clock`), null while it follows real time (always null in live mode).
             */
            frozenTime: number | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        CustomerDetailEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["CustomerDetail"];
        };
        CustomerSearchPage: {
            /** @description The billing API's customers (without expansions), newest first. */
            items: components["schemas"]["Tandem.Revenue.Customer"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        CustomerSearchPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["CustomerSearchPage"];
        };
        /** @description A customer's usage of one feature over a period. */
        CustomerUsage: {
            customerId: string;
            featureId: string;
            period: components["schemas"]["HomePeriod"];
            /** @description One point per UTC day (7d, 30d) or calendar month (12m), oldest first, zeros included. */
            points: components["schemas"]["CustomerUsagePoint"][];
            /** @description Events in the period and the sum of their values. */
            total: {
                /** Format: int64 */
                count: number;
                /** Format: double */
                sum: number;
            };
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        CustomerUsageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["CustomerUsage"];
        };
        /** @description One bin of a customer's usage. */
        CustomerUsagePoint: {
            /** @description The bin's start (Unix ms, UTC). */
            period: components["schemas"]["Tandem.Revenue.UnixMs"];
            /** @description `YYYY-MM-DD` (day bins) or `YYYY-MM` (month bins). */
            label: string;
            /**
             * Format: double
             * @description The sum of the events' values in the bin.
             */
            value: number;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        DeleteResultEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.DeleteResult"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        FeedbackEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.Feedback"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        FeedbackPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.FeedbackPage"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        GrantBalanceResponseEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.GrantBalanceResponse"];
        };
        /** @description Everything the Home page draws, from analytics' rollups (never a scan of raw usage events). */
        HomeDashboard: {
            period: components["schemas"]["HomePeriod"];
            /** @description The range, Unix ms (`end` exclusive). */
            start: components["schemas"]["Tandem.Revenue.UnixMs"];
            end: components["schemas"]["Tandem.Revenue.UnixMs"];
            /** @description The account currency. */
            currency: string;
            /** @description `analytics.overview` over the same range (custom_range `start`..`end`). */
            overview: components["schemas"]["Tandem.Revenue.AnalyticsOverview"];
            /** @description MRR, its movement and customer counts: one point per UTC day (7d, 30d) or calendar month (12m), oldest first. */
            mrr: components["schemas"]["HomeMrrPoint"][];
            /** @description MRR per plan at the end of the range, most first (ties by plan id); plans with none left out. */
            revenueByPlan: components["schemas"]["HomePlanRevenue"][];
            /** @description Revenue, cost and margin per plan over the range (see `HomePlanMargin`), by plan id. */
            marginByPlan: components["schemas"]["HomePlanMargin"][];
            /** @description `analytics.advisor` over the same range (at most 10 suggestions). */
            advice: components["schemas"]["Tandem.Revenue.AnalyticsAdvice"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        HomeDashboardEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["HomeDashboard"];
        };
        /** @description MRR at one point of the series and how it moved since the point before (account currency, major unit). */
        HomeMrrPoint: {
            /** @description The last moment the point stands for (Unix ms): the end of its UTC day or month, or now for the last one. */
            at: components["schemas"]["Tandem.Revenue.UnixMs"];
            /** @description `7d`/`30d`: the UTC day `YYYY-MM-DD`; `12m`: the month `YYYY-MM`. */
            label: string;
            /**
             * Format: double
             * @description MRR at `at`, as `analytics.overview` computes it (so the last point equals its `mrr`).
             */
            mrr: number;
            /**
             * Format: double
             * @description Movement since the point before (for the first point: since the moment
             *     before the period), per customer: `new` the MRR of customers that had
             *     none before; `expansion` the increases of customers that had some;
             *     `contraction` the decreases (a positive number) of those that keep some;
             *     `churn` the MRR lost by customers that now have none (a positive
             *     number). `mrr` − the previous `mrr` = new + expansion − contraction − churn
             *     (up to the rounding of each figure to the minor unit).
             */
            new: number;
            /** Format: double */
            expansion: number;
            /** Format: double */
            contraction: number;
            /** Format: double */
            churn: number;
            /**
             * Format: int32
             * @description Customers that pay at `at` (their MRR share is above 0, as `analytics.overview`'s `customers.paying`).
             */
            active: number;
            /**
             * Format: int32
             * @description Customers created before `at` + 1 (as `analytics.overview`'s `customers.total`).
             */
            customers: number;
        };
        /**
         * @description The Home page's period: the last 7 days, the last 30 days (both ending at
         *     the mode's now, as the billing API's `analytics.*` presets `7d` and `30d`),
         *     or the last 12 calendar months (UTC) including the current one (from the
         *     first day of the month 11 months ago to now; at most 366 days, the
         *     analytics bound).
         * @enum {string}
         */
        HomePeriod: "7d" | "30d" | "12m";
        /**
         * @description Revenue and cost of the period per plan: each customer's paid revenue and
         *     recorded costs (as `analytics.margins` by customer) go to the plan with the
         *     largest MRR share of that customer at the end of the period (ties: the
         *     smaller plan id); customers without one to `plan_id` `$none`.
         */
        HomePlanMargin: {
            plan_id: string;
            name: string;
            /** Format: double */
            revenue: number;
            /** Format: double */
            cost: number;
            /**
             * Format: double
             * @description `revenue` − `cost`.
             */
            margin: number;
            /**
             * Format: double
             * @description `margin` / `revenue` × 100, rounded half up to 2 decimals; null when `revenue` is 0.
             */
            margin_percent: number | null;
        };
        /** @description One plan's share of MRR at the end of the period. */
        HomePlanRevenue: {
            plan_id: string;
            name: string;
            /**
             * Format: double
             * @description Its subscriptions' MRR (after coupons) at the end of the period.
             */
            mrr: number;
            /**
             * Format: int32
             * @description Customers with an active paid subscription of it then.
             */
            customers: number;
        };
        /**
         * @description What changed in the inbox after `after`: the desk's event sequence of the mode (1, 2, 3 … in
         *     commit order, gap-free, shared by every API node on the database: see `GET /events` of the
         *     Support Desk API). The app polls it (every 2 s while the page is open) and refreshes the list,
         *     and the open conversation when its id is in `conversationIds`.
         *
         *     What counts as a change: every desk event about a conversation (`conversation.created`,
         *     `conversation.assigned`, `conversation.resolved`, `message.created` of visitors, the API and the
         *     console, `csat.received`, `csat.updated`). Internal notes and changes that emit no event (a status
         *     change other than resolving, tags, priority) are not seen until the next load (decided: the desk's
         *     events are the one ordered record every node shares).
         */
        InboxChanges: {
            /**
             * Format: int64
             * @description The mode's latest event sequence: the next poll's `after`. 0 when the mode has no event yet.
             */
            sequence: number;
            /** @description Conversations with an event after `after`, newest first (at most 100; none when `after` is absent). */
            conversationIds: string[];
            /** @description More than 100 events happened after `after`: reload everything. */
            more: boolean;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        InboxChangesEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["InboxChanges"];
        };
        /**
         * @description A row of the inbox: the desk's conversation with what the operator needs to see at a glance.
         *
         *     Unread (decided): per operator, stored in the database (so every node agrees). A conversation is
         *     unread for an operator when the contact wrote after the last time that operator opened it
         *     (`POST /conversations/{id}/read`, which the app sends whenever it shows the conversation), or
         *     when the contact wrote and the operator never opened it. The team's own replies and notes never
         *     make a conversation unread.
         */
        InboxConversation: {
            _id: components["schemas"]["Tandem.Common.Id"];
            contact: components["schemas"]["Tandem.Desk.ContactSummary"];
            /** @description New conversations are `open`. */
            status: components["schemas"]["Tandem.Desk.ConversationStatus"];
            /** @description Default `normal`. */
            priority: components["schemas"]["Tandem.Desk.Priority"];
            assigneeId: string | null;
            assigneeName: string | null;
            tags: string[];
            subject: string | null;
            /**
             * Format: date-time
             * @description Set while `status` is `snoozed`.
             */
            snoozedUntil: string | null;
            /** @description The `clientId` the conversation was created with. */
            clientId: string | null;
            /**
             * Format: int32
             * @description Messages and internal notes.
             */
            messageCount: number;
            /** Format: date-time */
            lastMessageAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The subject, else the first message's text (at most 140 characters, whitespace folded); "" when there is no message. */
            preview: string;
            /**
             * Format: date-time
             * @description When the contact last wrote; null when only the team has.
             */
            lastContactMessageAt: string | null;
            /** @description The contact wrote after the signed-in operator last opened the conversation (see above). */
            unread: boolean;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        InboxConversationEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["InboxConversation"];
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        InboxConversationPage: {
            items: components["schemas"]["InboxConversation"][];
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        InboxConversationPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["InboxConversationPage"];
        };
        Invite: {
            email: string;
            name?: string;
            role: components["schemas"]["Role"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description What an invitation or a password reset did: `mailed` when the link went out by e-mail
         *     (`TANDEM_SMTP_URL`); otherwise (no mail configured, or the server refused it) `link` is the
         *     one-time link, in this answer only, to hand over another way.
         */
        LinkSent: {
            operator: components["schemas"]["TeamMember"];
            mailed: boolean;
            link?: string;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        LinkSentEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["LinkSent"];
        };
        LinkSignInRequest: {
            /** @description The token of the one-time link `tandem operators create` printed (valid 24 hours), an invitation's (7 days) or a password reset's (1 hour); spent once. */
            token: string;
            /**
             * @description The operator's new password (at least 10 characters). Required by a password reset's link
             *     (400 `password_required`, and the link is not spent); optional for the others (without one, a
             *     link-only operator stays link-only).
             */
            password?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        MessageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.Message"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        MessagePageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.MessagePage"];
        };
        Operator: {
            id: string;
            email: string;
            /** @description The display name; null: the e-mail's local part is shown (and written as `author_name`). */
            name: string | null;
            role: components["schemas"]["Role"];
        };
        /** @description A session of an operator that has neither ended nor expired. */
        OperatorSession: {
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description Whether it is the session making this request. */
            current: boolean;
        };
        OperatorSessionList: {
            /** @description Newest first. */
            items: components["schemas"]["OperatorSession"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        OperatorSessionListEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["OperatorSessionList"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        PlanEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.Plan"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        PreviewAttachResponseEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.PreviewAttachResponse"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ReferralProgramEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.ReferralProgram"];
        };
        /**
         * @description Where one side's reward of a referral stands, as billing keeps it: `granted` (given when the code
         *     was redeemed, or at the referred customer's first payment of one of the program's plans);
         *     `pending_checkout` (a `checkout` program waits for that payment); `not_receiver` (the program
         *     gives this side nothing: `received_by: referrer` and this is the referred customer). Who receives
         *     follows the program's `received_by` now (billing records the referral's reward once, not per side).
         * @enum {string}
         */
        ReferralRewardState: "granted" | "pending_checkout" | "not_receiver";
        Removed: {
            /** @enum {boolean} */
            removed: true;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        RemovedEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Removed"];
        };
        Revoked: {
            /**
             * Format: int32
             * @description How many sessions ended.
             */
            revoked: number;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        RevokedEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Revoked"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        RewardEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.Reward"];
        };
        /**
         * @description An operator's role, checked by the console's API on every operation (403 `forbidden` otherwise):
         *     - `owner`: everything, and only owners manage the team and API keys;
         *     - `admin`: everything but the team and API keys (billing, catalog, webhooks, settings, inbox, the audit log);
         *     - `agent`: the inbox only (conversations, tickets, feedback: read and reply);
         *     - `viewer`: reads everything but the team, API keys and the audit log; changes nothing.
         *     The web app hides what the role may not use (an agent sees no Team, API keys or Settings link).
         * @enum {string}
         */
        Role: "owner" | "admin" | "agent" | "viewer";
        /** @description A signed-in operator's session (the cookie itself is never in a body). */
        Session: {
            operator: components["schemas"]["Operator"];
            /** @description Send it as `X-CSRF-Token` with every change. */
            csrfToken: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        SessionEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Session"];
        };
        SignInRequest: {
            email: string;
            password: string;
        } & {
            [key: string]: unknown;
        };
        SignedOut: {
            /** @enum {boolean} */
            signedOut: true;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        SignedOutEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["SignedOut"];
        };
        /**
         * @description Every failed answer. `code` is stable and machine-readable; `message` is for
         *     humans and names the offending field where there is one.
         */
        "Tandem.Common.ApiError": {
            message: string;
            code: string;
            /** @description Details, for the codes that have some: `idempotency_replay` carries the first answer in `response`. */
            data?: {
                [key: string]: unknown;
            };
        };
        /** @description An opaque cursor taken from `nextCursor` of the same list with the same sort. */
        "Tandem.Common.Cursor": string;
        /** @description A 24-character lowercase hex record id. */
        "Tandem.Common.Id": string;
        /**
         * @description Which data set a key works on. Test and live data are fully separate.
         * @enum {string}
         */
        "Tandem.Common.Mode": "test" | "live";
        /**
         * @description The request one webhook attempt sent, as the delivery log keeps it (both the desk's and the
         *     billing API's). Null on an attempt logged before requests were kept.
         */
        "Tandem.Common.WebhookAttemptRequest": {
            /**
             * @description Every header sent: `content-type`, `user-agent` and the signature headers (the desk's
             *     `Desk-Signature`, `Desk-Delivery`…; Standard Webhooks' `webhook-id`, `webhook-timestamp`,
             *     `webhook-signature`). Signatures are HMACs of the body, never a secret.
             */
            headers: {
                [key: string]: string;
            };
            /**
             * @description The signed JSON body sent (the same bytes on every attempt of a delivery), its first 65,536
             *     Unicode code points: a larger body is cut at a character boundary (the bound keeps the log's
             *     size per attempt at about 256 KiB at most), so a cut one no longer matches the signature.
             */
            body: string;
        };
        /** @description A console error captured with a bug report. */
        "Tandem.Desk.ConsoleError": {
            message: string;
            source?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The contact a record belongs to, as embedded in conversations, tickets and feedback. */
        "Tandem.Desk.ContactSummary": {
            _id: components["schemas"]["Tandem.Common.Id"];
            /** @description Null once the contact is erased. */
            external_id: string | null;
            name: string | null;
            email: string | null;
        };
        /** @description A conversation between a contact and the team. */
        "Tandem.Desk.Conversation": {
            _id: components["schemas"]["Tandem.Common.Id"];
            contact: components["schemas"]["Tandem.Desk.ContactSummary"];
            /** @description New conversations are `open`. */
            status: components["schemas"]["Tandem.Desk.ConversationStatus"];
            /** @description Default `normal`. */
            priority: components["schemas"]["Tandem.Desk.Priority"];
            assigneeId: string | null;
            assigneeName: string | null;
            tags: string[];
            subject: string | null;
            /**
             * Format: date-time
             * @description Set while `status` is `snoozed`.
             */
            snoozedUntil: string | null;
            /** @description The `clientId` the conversation was created with. */
            clientId: string | null;
            /**
             * Format: int32
             * @description Messages and internal notes.
             */
            messageCount: number;
            /** Format: date-time */
            lastMessageAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description Conversation status. Every transition between the four states is allowed
         *     (decided, as in Intercom: a resolved conversation can be reopened).
         *     `snoozed` needs a future `snoozedUntil` in the same PATCH; leaving `snoozed`
         *     clears `snoozedUntil`. When `snoozedUntil` passes, the conversation goes
         *     back to `open` by itself (within a second; as in Intercom; no event).
         *     Entering `resolved` emits `conversation.resolved`.
         * @enum {string}
         */
        "Tandem.Desk.ConversationStatus": "open" | "pending" | "snoozed" | "resolved";
        /**
         * @description Status filter of the conversation list; `active` = every status but `resolved`.
         * @enum {string}
         */
        "Tandem.Desk.ConversationStatusFilter": "open" | "pending" | "snoozed" | "resolved" | "active";
        /**
         * @description Any of the fields; at least one. To assign, send `assigneeId` with
         *     `assigneeName` (both strings). To unassign, `assigneeId: null` is enough
         *     (it clears `assigneeName` too; an `assigneeName` sent with it must be null).
         *     `conversation.assigned` is emitted when the assignee changes.
         *     `snoozedUntil` only with `status: snoozed`, and must be in the future.
         *     A `subject` must not be blank (`null` removes it).
         */
        "Tandem.Desk.ConversationUpdate": {
            status?: components["schemas"]["Tandem.Desk.ConversationStatus"];
            priority?: components["schemas"]["Tandem.Desk.Priority"];
            assigneeId?: string | null;
            assigneeName?: string | null;
            tags?: components["schemas"]["Tandem.Desk.Tag"][];
            subject?: string | null;
            /** Format: date-time */
            snoozedUntil?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The kinds of webhook event the desk emits.
         * @enum {string}
         */
        "Tandem.Desk.DeskEventType": "conversation.created" | "conversation.assigned" | "conversation.resolved" | "message.created" | "csat.received" | "csat.updated" | "ticket.created" | "ticket.updated" | "ticket.commented" | "feedback.created" | "feedback.updated" | "contact.updated" | "webhook_endpoint.disabled";
        /** @description An event kind to subscribe to, or `*` for every kind (including kinds added later). */
        "Tandem.Desk.EventSelector": components["schemas"]["Tandem.Desk.DeskEventType"] | "*";
        /** @description An idea, problem, praise, question or rating from a contact. */
        "Tandem.Desk.Feedback": {
            _id: components["schemas"]["Tandem.Common.Id"];
            contact: components["schemas"]["Tandem.Desk.ContactSummary"];
            kind: components["schemas"]["Tandem.Desk.FeedbackKind"];
            title: string | null;
            message: string | null;
            /**
             * Format: int32
             * @description 1 (worst) to 5 (best), or null when the feedback has none.
             */
            rating: number | null;
            status: components["schemas"]["Tandem.Desk.FeedbackStatus"];
            /** @description The team's public answer. */
            reply: string | null;
            /** Format: date-time */
            repliedAt: string | null;
            tags: string[];
            /**
             * Format: int32
             * @description Number of distinct contacts who voted for it.
             */
            votes: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @enum {string} */
        "Tandem.Desk.FeedbackKind": "idea" | "problem" | "praise" | "question" | "rating";
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        "Tandem.Desk.FeedbackPage": {
            items: components["schemas"]["Tandem.Desk.Feedback"][];
            nextCursor: string | null;
        };
        /**
         * @description Feedback status. New feedback is `new`. Any status may follow any other
         *     except a return to `new` (decided: `new` means not yet triaged), which
         *     answers 409 `invalid_transition`.
         * @enum {string}
         */
        "Tandem.Desk.FeedbackStatus": "new" | "planned" | "in_progress" | "done" | "declined";
        /**
         * @description Any of the fields; at least one. A change of status, reply or tags emits
         *     `feedback.updated`; `reply: null` removes the reply; a blank reply is a 400.
         */
        "Tandem.Desk.FeedbackUpdate": {
            status?: components["schemas"]["Tandem.Desk.FeedbackStatus"];
            reply?: string | null;
            tags?: components["schemas"]["Tandem.Desk.Tag"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A message in a conversation. A contact's answer by e-mail is added only when
         *     it comes from the contact's verified address (never from another sender,
         *     never an auto-reply or bounce) and carries the reply's own text: quoted
         *     history and signature cut, at most 20,000 characters, public, emitting
         *     `message.created`; attachments are refused (not stored) and noted in one line
         *     `[N attachments not kept: e-mail attachments are not accepted]`. The
         *     conversation's status does not change, as with any contact message.
         */
        "Tandem.Desk.Message": {
            _id: components["schemas"]["Tandem.Common.Id"];
            conversationId: components["schemas"]["Tandem.Common.Id"];
            body: string;
            author: components["schemas"]["Tandem.Desk.MessageAuthor"];
            /** @description Display name of the replying team member; null for contact messages without one. */
            author_name: string | null;
            /** @description `internal` notes are never shown to the visitor and never sent as `message.created`. */
            visibility: components["schemas"]["Tandem.Desk.Visibility"];
            clientId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description Who wrote a message: the team, or the conversation's contact — its first
         *     message, a message from the chat widget, or its answer to a conversation
         *     mail (replies by e-mail, `TANDEM_SMTP_INBOUND_PORT`).
         * @enum {string}
         */
        "Tandem.Desk.MessageAuthor": "contact" | "team";
        /**
         * @description A reply as the team. The same `clientId` in the same conversation never
         *     creates a second message: a retry with the same payload (body, author_name,
         *     visibility; an omitted visibility is `public`) answers 201 with the message
         *     first created; another payload answers 409 `client_id_mismatch`.
         *     `body` must not be blank (400 `invalid_request`).
         *     Replying does not change the conversation's status.
         */
        "Tandem.Desk.MessageCreate": {
            body: string;
            author_name?: string;
            /** @description Default `public`. */
            visibility?: components["schemas"]["Tandem.Desk.Visibility"];
            clientId?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        "Tandem.Desk.MessagePage": {
            items: components["schemas"]["Tandem.Desk.Message"][];
            nextCursor: string | null;
        };
        /**
         * @description Priority of a conversation or ticket. Default `normal` (tickets of type `bug`: `high`).
         * @enum {string}
         */
        "Tandem.Desk.Priority": "low" | "normal" | "high" | "urgent";
        /** @description A tag: 1–50 characters. A tag list has at most 20 entries; duplicates are dropped, order is kept. */
        "Tandem.Desk.Tag": string;
        /** @description A bug report or request. */
        "Tandem.Desk.Ticket": {
            _id: components["schemas"]["Tandem.Common.Id"];
            /**
             * Format: int32
             * @description 1, 2, 3 … per workspace and mode, with no gaps or duplicates.
             */
            number: number;
            contact: components["schemas"]["Tandem.Desk.ContactSummary"];
            type: components["schemas"]["Tandem.Desk.TicketType"];
            title: string;
            description: string | null;
            priority: components["schemas"]["Tandem.Desk.Priority"];
            status: components["schemas"]["Tandem.Desk.TicketStatus"];
            tags: string[];
            assigneeId: string | null;
            /** @description Where the ticket was filed from (as given at creation), or null. */
            context: ({
                pageUrl?: string;
                consoleErrors?: components["schemas"]["Tandem.Desk.ConsoleError"][];
            } & {
                [key: string]: unknown;
            }) | null;
            /** Format: int32 */
            commentCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A comment on a ticket. Public comments reach the visitor; internal ones do not. */
        "Tandem.Desk.TicketComment": {
            _id: components["schemas"]["Tandem.Common.Id"];
            ticketId: components["schemas"]["Tandem.Common.Id"];
            body: string;
            visibility: components["schemas"]["Tandem.Desk.Visibility"];
            author_name: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description A public comment emits `ticket.commented`; an internal one emits no event at
         *     all (its body never leaves the desk in a webhook or in `GET /events`).
         *     `body` must not be blank (400 `invalid_request`).
         */
        "Tandem.Desk.TicketCommentCreate": {
            body: string;
            /** @description Default `public`. */
            visibility?: components["schemas"]["Tandem.Desk.Visibility"];
            author_name?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        "Tandem.Desk.TicketCommentPage": {
            items: components["schemas"]["Tandem.Desk.TicketComment"][];
            nextCursor: string | null;
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        "Tandem.Desk.TicketPage": {
            items: components["schemas"]["Tandem.Desk.Ticket"][];
            nextCursor: string | null;
        };
        /**
         * @description Ticket status. New tickets are `open`. `open`, `pending` and `resolved` move
         *     freely between each other and to `closed`; `closed` is final and read-only
         *     (decided, as in Zendesk): changing the status of a closed ticket answers
         *     409 `invalid_transition`, changing anything else (priority, type, title,
         *     tags, assignee) 409 `ticket_closed`, and commenting on it 409
         *     `ticket_closed`. A patch that repeats what a closed ticket holds answers 200.
         * @enum {string}
         */
        "Tandem.Desk.TicketStatus": "open" | "pending" | "resolved" | "closed";
        /**
         * @description Status filter of the ticket list; `active` = `open` or `pending`.
         * @enum {string}
         */
        "Tandem.Desk.TicketStatusFilter": "open" | "pending" | "resolved" | "closed" | "active";
        /** @enum {string} */
        "Tandem.Desk.TicketType": "bug" | "support" | "question" | "feature";
        /**
         * @description Any of the fields; at least one. A change of status, priority, type or
         *     assignee emits `ticket.updated`; `assigneeId: null` unassigns (tickets have
         *     no assignee name). A closed ticket is read-only (see `TicketStatus`).
         */
        "Tandem.Desk.TicketUpdate": {
            status?: components["schemas"]["Tandem.Desk.TicketStatus"];
            priority?: components["schemas"]["Tandem.Desk.Priority"];
            type?: components["schemas"]["Tandem.Desk.TicketType"];
            title?: string;
            tags?: components["schemas"]["Tandem.Desk.Tag"][];
            assigneeId?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description `internal` marks a note the visitor never sees; the default is `public`.
         * @enum {string}
         */
        "Tandem.Desk.Visibility": "public" | "internal";
        /** @description One HTTP attempt, as logged. */
        "Tandem.Desk.WebhookAttempt": {
            /**
             * Format: int32
             * @description 1, 2, 3 … within the delivery.
             */
            number: number;
            trigger: components["schemas"]["Tandem.Desk.WebhookAttemptTrigger"];
            state: components["schemas"]["Tandem.Desk.WebhookAttemptState"];
            /**
             * Format: date-time
             * @description When the request left.
             */
            at: string;
            /**
             * Format: int32
             * @description Null when no response arrived (timeout, refused, blocked address, interrupted, in flight).
             */
            statusCode: number | null;
            /**
             * @description The first 500 characters (Unicode code points) of the response body, cut
             *     at a grapheme boundary: an emoji or a flag is kept whole or left out, never
             *     split; invalid UTF-8 in the response is stored as U+FFFD.
             */
            responseBody: string | null;
            /**
             * Format: int32
             * @description Null unless `completed`.
             */
            durationMs: number | null;
            /** @description Why it failed without a response, or what was wrong with the response (e.g. a redirect). */
            error: string | null;
            /** @description What the attempt sent: headers and body (null for attempts logged before requests were kept). */
            request: components["schemas"]["Tandem.Common.WebhookAttemptRequest"] | null;
        };
        /**
         * @description An attempt is logged `in_flight` just before its request leaves and
         *     `completed` once its outcome is known. One a crash cut short (the process
         *     died while it was in flight) is marked `interrupted` at the next start: the
         *     receiver may have received it, so the delivery may arrive twice (dedupe on
         *     `Desk-Delivery`), and the log shows every attempt that may have arrived.
         * @enum {string}
         */
        "Tandem.Desk.WebhookAttemptState": "in_flight" | "completed" | "interrupted";
        /**
         * @description `scheduled` by the sender, `manual` from a resend or a test ping.
         * @enum {string}
         */
        "Tandem.Desk.WebhookAttemptTrigger": "scheduled" | "manual";
        /** @description One event for one endpoint. Its `_id` is the `Desk-Delivery` header, the same on every attempt. */
        "Tandem.Desk.WebhookDelivery": {
            _id: components["schemas"]["Tandem.Common.Id"];
            endpointId: components["schemas"]["Tandem.Common.Id"];
            /** @description `evt_…` */
            eventId: string;
            eventType: components["schemas"]["Tandem.Desk.DeskEventType"] | "ping";
            status: components["schemas"]["Tandem.Desk.WebhookDeliveryStatus"];
            /**
             * Format: int32
             * @description Attempts started, including one in flight or interrupted.
             */
            attemptCount: number;
            /**
             * Format: date-time
             * @description When the next scheduled attempt is due (pending only).
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A delivery with every attempt, oldest first. */
        "Tandem.Desk.WebhookDeliveryDetail": {
            _id: components["schemas"]["Tandem.Common.Id"];
            endpointId: components["schemas"]["Tandem.Common.Id"];
            /** @description `evt_…` */
            eventId: string;
            eventType: components["schemas"]["Tandem.Desk.DeskEventType"] | "ping";
            status: components["schemas"]["Tandem.Desk.WebhookDeliveryStatus"];
            /**
             * Format: int32
             * @description Attempts started, including one in flight or interrupted.
             */
            attemptCount: number;
            /**
             * Format: date-time
             * @description When the next scheduled attempt is due (pending only).
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            attempts: components["schemas"]["Tandem.Desk.WebhookAttempt"][];
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        "Tandem.Desk.WebhookDeliveryPage": {
            items: components["schemas"]["Tandem.Desk.WebhookDelivery"][];
            nextCursor: string | null;
        };
        /**
         * @description `pending` (waiting for its next attempt), `succeeded` (a 2xx within 10 s) or
         *     `failed` (six attempts failed, a manual resend failed, or its endpoint was
         *     disabled while it was pending: then it may have no attempt at all).
         * @enum {string}
         */
        "Tandem.Desk.WebhookDeliveryStatus": "pending" | "succeeded" | "failed";
        /**
         * @description A URL that receives signed events. In production (`NODE_ENV=production`) it
         *     must be `https` and resolve to a public address; this is checked when it is
         *     registered and again on every connection (against the address actually
         *     connected; redirects are never followed). In development `http` and loopback
         *     are allowed so a local receiver works.
         */
        "Tandem.Desk.WebhookEndpoint": {
            _id: components["schemas"]["Tandem.Common.Id"];
            url: string;
            /** @description The kinds it receives; `["*"]` means all. */
            events: components["schemas"]["Tandem.Desk.EventSelector"][];
            description: string | null;
            /**
             * @description A disabled endpoint receives nothing: no new deliveries, its pending ones
             *     stop (they become `failed`), and a test ping, a resend or a recover answers
             *     409 `webhook_endpoint_disabled`. Re-enabling does not send the stopped
             *     deliveries again: they stay `failed`, and `POST …/recover` sends them
             *     (`since` the time the endpoint was disabled, for instance).
             */
            enabled: boolean;
            /**
             * @description Why it is disabled: `manual` (PATCH `enabled: false`) or `failing` (every
             *     attempt failed for the configured period, 5 days by default: it was
             *     disabled automatically and a `webhook_endpoint.disabled` event was
             *     recorded). Null while enabled.
             * @enum {string|null}
             */
            disabledReason: "manual" | "failing" | null;
            /**
             * Format: date-time
             * @description When its current run of failed attempts began; null when its last attempt succeeded (or none was made).
             */
            failingSince: string | null;
            /**
             * @description Also sign every delivery with the Standard Webhooks headers
             *     (standardwebhooks.com): `webhook-id` (the delivery id, as `Desk-Delivery`),
             *     `webhook-timestamp` (Unix seconds) and `webhook-signature`
             *     (`v1,<signature>`: the base64 HMAC-SHA256 of `<id>.<timestamp>.<raw body>`
             *     keyed with the bytes the secret's base64 tail encodes; one per secret in
             *     force, space-separated),
             *     so receivers can verify with the `standardwebhooks` libraries and the
             *     `whsec_` secret as is. `Desk-Signature` is always sent too.
             */
            standardWebhooks: boolean;
            /**
             * Format: date-time
             * @description While set, deliveries carry a second signature made with the previous secret (for the overlap chosen at the rotation).
             */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        "Tandem.Desk.WebhookEndpointCreate": {
            url: components["schemas"]["Tandem.Desk.WebhookUrl"];
            events: components["schemas"]["Tandem.Desk.EventSelector"][];
            description?: string;
            /** @description Also sign with the Standard Webhooks headers (see `WebhookEndpoint.standardWebhooks`). Default false. */
            standardWebhooks?: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        "Tandem.Desk.WebhookEndpointPage": {
            items: components["schemas"]["Tandem.Desk.WebhookEndpoint"][];
            nextCursor: string | null;
        };
        /** @description Any of the fields; at least one. */
        "Tandem.Desk.WebhookEndpointUpdate": {
            url?: components["schemas"]["Tandem.Desk.WebhookUrl"];
            events?: components["schemas"]["Tandem.Desk.EventSelector"][];
            description?: string | null;
            enabled?: boolean;
            standardWebhooks?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description An endpoint with its signing secret: only in the answers that create one (create, rotate). */
        "Tandem.Desk.WebhookEndpointWithSecret": {
            _id: components["schemas"]["Tandem.Common.Id"];
            url: string;
            /** @description The kinds it receives; `["*"]` means all. */
            events: components["schemas"]["Tandem.Desk.EventSelector"][];
            description: string | null;
            /**
             * @description A disabled endpoint receives nothing: no new deliveries, its pending ones
             *     stop (they become `failed`), and a test ping, a resend or a recover answers
             *     409 `webhook_endpoint_disabled`. Re-enabling does not send the stopped
             *     deliveries again: they stay `failed`, and `POST …/recover` sends them
             *     (`since` the time the endpoint was disabled, for instance).
             */
            enabled: boolean;
            /**
             * @description Why it is disabled: `manual` (PATCH `enabled: false`) or `failing` (every
             *     attempt failed for the configured period, 5 days by default: it was
             *     disabled automatically and a `webhook_endpoint.disabled` event was
             *     recorded). Null while enabled.
             * @enum {string|null}
             */
            disabledReason: "manual" | "failing" | null;
            /**
             * Format: date-time
             * @description When its current run of failed attempts began; null when its last attempt succeeded (or none was made).
             */
            failingSince: string | null;
            /**
             * @description Also sign every delivery with the Standard Webhooks headers
             *     (standardwebhooks.com): `webhook-id` (the delivery id, as `Desk-Delivery`),
             *     `webhook-timestamp` (Unix seconds) and `webhook-signature`
             *     (`v1,<signature>`: the base64 HMAC-SHA256 of `<id>.<timestamp>.<raw body>`
             *     keyed with the bytes the secret's base64 tail encodes; one per secret in
             *     force, space-separated),
             *     so receivers can verify with the `standardwebhooks` libraries and the
             *     `whsec_` secret as is. `Desk-Signature` is always sent too.
             */
            standardWebhooks: boolean;
            /**
             * Format: date-time
             * @description While set, deliveries carry a second signature made with the previous secret (for the overlap chosen at the rotation).
             */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description `whsec_` + 24 random bytes in standard base64: signs `Desk-Signature`
             *     (keyed with the whole string) and, when `standardWebhooks` is on, the
             *     Standard Webhooks headers (keyed with the decoded bytes). Shown in this
             *     answer only. Secrets minted before Standard Webhooks support are base64url:
             *     turning `standardWebhooks` on for such an endpoint answers 409
             *     `webhook_secret_incompatible` until the secret is rotated.
             */
            secret: string;
        };
        /** @description An `http(s)` URL of at most 2,048 characters. */
        "Tandem.Desk.WebhookUrl": string;
        /**
         * @description A new logo: the image's bytes in base64 (at most 700,000 characters; a
         *     `data:` URL prefix is accepted). A PNG, JPEG or WebP image of at most
         *     512 KiB, checked by its first bytes: else 400 `invalid_logo` (SVG is
         *     refused), or 413 `logo_too_large`.
         */
        "Tandem.Desk.WorkspaceLogoUpload": {
            imageBase64: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The merchant's identity, shared by both APIs and both modes (one workspace,
         *     one identity). It appears where a customer looks: the hosted checkout,
         *     portal and invoice pages (name, logo, accent colour), the invoice and its
         *     PDF (legal name, address, tax id), e-mails to visitors (from-name,
         *     signature, subject "Re: your conversation with <name>") and the chat widget
         *     (title, accent colour, greeting, logo). Fields not set are null.
         */
        "Tandem.Desk.WorkspaceProfile": {
            /** @description The business's name as customers know it (1–100 characters; the seed's "Tandem" until changed). */
            name: string;
            /** @description The legal entity invoices are issued by (at most 200 characters); invoices show `name` without it. */
            legalName: string | null;
            /** @description The seller's postal address on invoices: at most 500 characters and 6 lines (line breaks kept). */
            address: string | null;
            /** @description The seller's tax id (VAT number, EIN, …) on invoices, at most 50 characters. */
            taxId: string | null;
            /** @description Where customers write to: in the signature of visitor mails and on invoices (an e-mail address, at most 254 characters). */
            supportEmail: string | null;
            /** @description The accent colour of the hosted pages and the widget, `#rrggbb` (stored lower-case). */
            accentColor: string | null;
            /** @description The widget's first line to a visitor (at most 280 characters); null: "Ask us anything: we usually answer within a few hours.". */
            widgetGreeting: string | null;
            /**
             * @description The logo, as a path on this API's origin (`/brand/logo?v=<version>`; the
             *     billing API serves it too), or null. It is uploaded in the console's
             *     Settings page or with `tandem workspace set --logo FILE`: a PNG, JPEG or
             *     WebP image of at most 512 KiB (checked by its first bytes; SVG is refused).
             *     `GET /brand/logo` answers it with its type and an ETag; a URL with the
             *     current `v` may be cached for good.
             */
            logoUrl: string | null;
        };
        /**
         * @description A change of the identity: only the fields sent change; null clears a field
         *     (`name` cannot be cleared). Values are trimmed; a blank one is 400
         *     `invalid_request` (send null instead), as is a value over its bound, an
         *     `accentColor` that is not `#rrggbb`, a `supportEmail` that is not an
         *     address, or control characters (`address` may hold line breaks).
         */
        "Tandem.Desk.WorkspaceUpdate": {
            name?: string;
            legalName?: string | null;
            address?: string | null;
            taxId?: string | null;
            supportEmail?: string | null;
            accentColor?: string | null;
            widgetGreeting?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The rule behind a suggestion (fixed rules, so the advice is reproducible).
         *     The margin rules read the range; the balance rules read customer-level
         *     balances that reset, as they are at each customer's now (its test clock,
         *     else the mode's now), whatever the range. Balance metrics are in the
         *     feature's units.
         *     - `negative_margin` (critical): a customer whose costs exceed its revenue.
         *     Metrics `revenue`, `cost`, `margin`.
         *     - `unpriced_cost` (warning): a feature with costs but no revenue. Metric
         *     `cost`. (`$unattributed` costs are no feature.)
         *     - `low_margin_feature` (warning): a feature with revenue and a margin under
         *     20 %. Metrics `revenue`, `cost`, `margin_percent`. (`$base` is no feature.)
         *     - `overage_heavy` (info): a customer whose usage beyond the included amount
         *     exceeds 50 % of it — a larger plan may suit. Metrics `included`,
         *     `overage`. Plan items; the current period so far or the last complete
         *     one, whichever is over by more; included = granted + rolled over.
         *     - `near_limit` (info): a customer with under 10 % of a resetting balance
         *     left and more than a quarter of the period to go — an upsell candidate.
         *     Metrics `granted` (granted + rolled over), `remaining`, `days_to_reset`
         *     (2 decimals).
         *     - `unused_allowance` (info): a paying customer that used under 10 % of a
         *     feature's included amount in its last complete period — a downgrade or
         *     churn risk. Metrics `included`, `usage`. Plan items; paying as
         *     `AnalyticsCustomerCounts.paying`, now. A reset is stored at the next
         *     write or renewal; periods that passed without one had no usage.
         * @enum {string}
         */
        "Tandem.Revenue.AdvisorKind": "negative_margin" | "unpriced_cost" | "low_margin_feature" | "overage_heavy" | "near_limit" | "unused_allowance";
        /**
         * @description How urgent a suggestion is.
         * @enum {string}
         */
        "Tandem.Revenue.AdvisorSeverity": "critical" | "warning" | "info";
        /** @description One suggestion. The ids name what it is about; null when it is not about one. */
        "Tandem.Revenue.AdvisorSuggestion": {
            kind: components["schemas"]["Tandem.Revenue.AdvisorKind"];
            severity: components["schemas"]["Tandem.Revenue.AdvisorSeverity"];
            /** @description One line. */
            title: string;
            /** @description What was seen and what to consider. */
            message: string;
            customer_id: string | null;
            feature_id: string | null;
            plan_id: string | null;
            /** @description The figures behind it, named per `kind`. */
            metrics: {
                [key: string]: number;
            };
        };
        /**
         * Format: double
         * @description An amount of units (a tracked value, a balance, a grant, a price, a
         *     quantity): finite, |x| ≤ 1,000,000,000, at most 6 decimals kept (balances
         *     are stored in integer micro-units, 1 unit = 1,000,000). The bound keeps
         *     every stored total exact: a feature's stored totals (granted, usage, held)
         *     may not pass ±4,000,000,000 units (4·10¹⁵ micro-units, under
         *     Number.MAX_SAFE_INTEGER ≈ 9·10¹⁵ with room for their differences), and a
         *     change that would take one past it is refused like an amount out of range.
         *     Out of range: 400 `invalid_amount`.
         */
        "Tandem.Revenue.Amount": number;
        /**
         * @description Suggestions, critical first, then by the size of their main figure, at
         *     most `max_suggestions`; one per kind, customer and feature. Main figures:
         *     `negative_margin` the loss, `unpriced_cost` the cost, `low_margin_feature`
         *     what the margin lacks to 20 % of revenue; `overage_heavy` overage ÷
         *     included, `near_limit` the share used, `unused_allowance` the share
         *     unused. Ties by kind (in `AdvisorKind`'s order), `customer_id`, `feature_id`.
         */
        "Tandem.Revenue.AnalyticsAdvice": {
            start: components["schemas"]["Tandem.Revenue.UnixMs"];
            end: components["schemas"]["Tandem.Revenue.UnixMs"];
            currency: string;
            /** @description When the advice was computed (the mode's now), Unix ms. */
            generated_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            suggestions: components["schemas"]["Tandem.Revenue.AdvisorSuggestion"][];
        };
        /** @description Customer counts. */
        "Tandem.Revenue.AnalyticsCustomerCounts": {
            /**
             * Format: int32
             * @description Customers created before the end of the range (anonymous ones too; deleted ones are gone).
             */
            total: number;
            /**
             * Format: int32
             * @description Customers created in the range.
             */
            new: number;
            /**
             * Format: int32
             * @description Customers with an active paid recurring plan at the end of the range:
             *     those whose `mrr` share is above 0 (so not in a trial, nor discounted to
             *     0 by a coupon).
             */
            paying: number;
        };
        /** @description Usage of one feature in the range. */
        "Tandem.Revenue.AnalyticsFeatureUsage": {
            feature_id: string;
            /** Format: int64 */
            events: number;
            /**
             * Format: double
             * @description Sum of the events' values.
             */
            value: number;
        };
        /** @description The overview. */
        "Tandem.Revenue.AnalyticsOverview": {
            /** @description The range, Unix ms (`end` exclusive). */
            start: components["schemas"]["Tandem.Revenue.UnixMs"];
            end: components["schemas"]["Tandem.Revenue.UnixMs"];
            /** @description The account currency. */
            currency: string;
            customers: components["schemas"]["Tandem.Revenue.AnalyticsCustomerCounts"];
            /**
             * Format: double
             * @description Monthly recurring revenue at the end of the range: active recurring
             *     subscriptions' base and prepaid prices per month (week × 52 / 12,
             *     quarter / 3, semi_annual / 6, year / 12), after discounts; one-off
             *     prices and usage in arrears excluded.
             *     - At the range's last moment (`end` − 1): subscriptions active then and
             *     out of their trial; past-due ones count, canceled ones until they end.
             *     - Each period's charge as a renewal computes it (base and prepaid lines,
             *     in the subscription's currency), less the customer's coupons that recur
             *     (`forever`, and `months` until they end; a `one_off` coupon takes off
             *     one charge and is not recurring revenue), then converted.
             *     - Rounded half up to the account currency's minor unit.
             *     - Tandem keeps no ended subscriptions: for a range ending in the past it
             *     counts the subscriptions that still exist and were active then.
             */
            mrr: number;
            /**
             * Format: double
             * @description Paid in the range: invoices' `amount_paid` minus `refunded_amount`, by
             *     payment date (a refund lowers the revenue of the charge it refunds, at
             *     that charge's payment date). Credit notes (invoices with a negative
             *     total) document refunds already counted this way and add nothing.
             */
            revenue: number;
            /**
             * Format: double
             * @description Costs recorded in the range (costs.list).
             */
            costs: number;
            /**
             * Format: double
             * @description `revenue` − `costs`.
             */
            margin: number;
            /**
             * Format: double
             * @description `margin` / `revenue` × 100; null when `revenue` is 0.
             */
            margin_percent: number | null;
            /**
             * Format: int64
             * @description Usage events in the range.
             */
            events: number;
            /** @description The 10 features with the most events, most first (ties by `feature_id`). */
            top_features: components["schemas"]["Tandem.Revenue.AnalyticsFeatureUsage"][];
        };
        /**
         * @description Whether a plan is attached to the customer or to one of its entities.
         * @enum {string}
         */
        "Tandem.Revenue.AttachScope": "customer" | "entity";
        /**
         * @description An auto top-up (Autumn's shape, customers only): when a track (or any usage
         *     event) leaves the customer's balance of `feature_id` below `threshold`
         *     units, Tandem buys `quantity` units with the card on file, at the one-off
         *     prepaid price (`billing_method: prepaid`, `interval: one_off`) of that
         *     feature in one of the customer's plans, rounded up to its billing units.
         *
         *     **What happens.** The usage event's transaction records a pending top-up
         *     (one at a time per feature); right after it commits, and from a job every
         *     15 seconds for any left behind (a crash, a busy customer), Tandem takes the
         *     customer's billing lock, writes an invoice (`charge_automatically`, one
         *     line: the units at the prepaid price) and charges the default payment
         *     method (idempotency key: the invoice id). Paid: the units are added to the
         *     customer's balance (one breakdown per feature, `auto_topup_<feature_id>`,
         *     `prepaid_grant` growing with each top-up; it outlives plan changes) and
         *     `balance.auto_topup` is emitted with `status: succeeded`. The invoice paid
         *     later (invoices.mark_paid, its hosted page) adds the units then.
         *
         *     **Failures are recorded, not retried forever.** A decline, a card that
         *     needs authentication, no payment method, no one-off prepaid price: the
         *     invoice (when written) stays `open` with the failure code,
         *     `balance.auto_topup` is emitted with `status: failed`, and no new attempt
         *     is made for the feature until the customer's default payment method
         *     changes or its balance is replenished otherwise (its total grows, or it
         *     resets); the next attempt then charges the same open invoice. A provider
         *     that does not answer is retried by the job, at most 3 attempts in all.
         *
         *     `threshold` and `quantity` are units of the feature; `quantity` must be
         *     greater than 0 (else 400 `invalid_amount`). `invoice_mode` is kept
         *     (Tandem always charges the card on file). Disabling or removing the rule
         *     drops a pending top-up.
         */
        "Tandem.Revenue.AutoTopup": {
            feature_id: string;
            enabled: boolean;
            threshold: components["schemas"]["Tandem.Revenue.Quantity"];
            quantity: components["schemas"]["Tandem.Revenue.Quantity"];
            purchase_limit?: components["schemas"]["Tandem.Revenue.AutoTopupPurchaseLimit"];
            invoice_mode?: boolean;
            source?: components["schemas"]["Tandem.Revenue.ControlSource"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description How many auto top-ups of a feature may succeed per window: at most
         *     `limit` in any `interval_count` × `interval` ending now (a rolling window,
         *     in the customer's time). Reaching it stops top-ups (no attempt, no event)
         *     until the window has room again. `count` is answered (with the expansion
         *     `billing_controls.auto_topups.purchase_limit` of customers.get) as the
         *     top-ups that succeeded in the current window; a `count` sent is ignored.
         */
        "Tandem.Revenue.AutoTopupPurchaseLimit": {
            /** @enum {string} */
            interval: "hour" | "day" | "week" | "month";
            /** Format: int32 */
            interval_count: number;
            /** Format: int32 */
            limit: number;
            /** Format: int32 */
            count?: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A customer's (or entity's) balance of one metered feature, summed over its
         *     grants: `remaining = max(0, granted - usage)`, never negative (Autumn's
         *     schema requires ≥ 0, on each breakdown too); an overage shows as `usage`
         *     past `granted` (`usage − granted` is the overage), as Autumn reports it.
         *     Embedded in customers, entities and check/track answers.
         */
        "Tandem.Revenue.Balance": {
            feature_id: string;
            /** @description With `expand: ["balances.feature"]`. */
            feature?: components["schemas"]["Tandem.Revenue.Feature"];
            /** Format: double */
            granted: number;
            /** Format: double */
            remaining: number;
            /** Format: double */
            usage: number;
            unlimited: boolean;
            overage_allowed: boolean;
            /**
             * Format: double
             * @description Most units that can still be bought; null when unlimited.
             */
            max_purchase: number | null;
            /**
             * Format: int64
             * @description Earliest reset among the grants; null when none resets.
             */
            next_reset_at: number | null;
            breakdown?: components["schemas"]["Tandem.Revenue.BalanceBreakdown"][];
            rollovers?: components["schemas"]["Tandem.Revenue.BalanceRollover"][];
        };
        /** @description One grant that makes up a balance: a plan item, a prepaid purchase or a balances.create grant. */
        "Tandem.Revenue.BalanceBreakdown": {
            id: string;
            /** @description The plan the grant comes from; null for a grant made with balances.create/grant. */
            plan_id: string | null;
            /** Format: double */
            included_grant: number;
            /** Format: double */
            prepaid_grant: number;
            /** Format: double */
            remaining: number;
            /** Format: double */
            usage: number;
            unlimited: boolean;
            reset: {
                interval: components["schemas"]["Tandem.Revenue.ResetInterval"];
                /** Format: int32 */
                interval_count?: number;
                /** Format: int64 */
                resets_at: number | null;
            } | null;
            price: {
                /** Format: double */
                amount?: number;
                tiers?: components["schemas"]["Tandem.Revenue.PriceTier"][];
                tier_behavior?: components["schemas"]["Tandem.Revenue.TierBehavior"];
                /** Format: double */
                billing_units: number;
                billing_method: components["schemas"]["Tandem.Revenue.BillingMethod"];
                /** Format: double */
                max_purchase: number | null;
            } | null;
            /** Format: int64 */
            expires_at: number | null;
        };
        /** @description What one track took from one breakdown. */
        "Tandem.Revenue.BalanceDeduction": {
            /** @description The breakdown's id (`BalanceBreakdown.id`). */
            balance_id: string;
            feature_id: string;
            /** @description The plan the breakdown comes from; null for a grant. */
            plan_id: string | null;
            reset: {
                interval: components["schemas"]["Tandem.Revenue.ResetInterval"];
                /** Format: int32 */
                interval_count?: number;
                /** Format: int64 */
                resets_at: number | null;
            } | null;
            /**
             * Format: double
             * @description Units taken (negative when given back); credits for a credit system.
             */
            value: number;
        };
        /** @description Unused balance carried into the next period. */
        "Tandem.Revenue.BalanceRollover": {
            /** Format: double */
            granted: number;
            /** Format: double */
            balance: number;
            expires_at: components["schemas"]["Tandem.Revenue.UnixMs"];
        };
        /** @description The answer of billing.attach, attach, billing.update, billing.cancel and cancel. */
        "Tandem.Revenue.BillingChangeResponse": {
            customer_id: string;
            /** @description Present when the change was for an entity. */
            entity_id?: string;
            /** @description Present when the change charged money. */
            invoice?: components["schemas"]["Tandem.Revenue.BillingInvoice"];
            /** @description Where the customer completes payment; null when nothing is needed (always null for free plans). */
            payment_url: string | null;
            required_action?: components["schemas"]["Tandem.Revenue.RequiredAction"];
        };
        /**
         * @description Billing controls of a customer, entity or plan: lists of per-feature rules
         *     in Autumn's shapes. `usage_alerts` and `auto_topups` are modelled (see
         *     `UsageAlert`, `AutoTopup`: what fires, when, and how often); spend limits,
         *     usage limits and overage allowed are kept as sent and checked by Tandem.
         *     In answers an entry may carry `source: "customer" | "plan"` (where the
         *     rule comes from). A list that is sent replaces the stored list; an absent
         *     list is kept. Every number in an entry (a limit, a threshold, a quantity)
         *     is an amount: finite, |x| ≤ 1,000,000,000 (else 400 `invalid_amount`).
         *     At most 100 alerts and 100 top-ups (every usage event of a customer
         *     with controls reads them).
         *
         *     Limits that stop usage announce it: a track capped or refused by the
         *     balance (nothing left, or `max_purchase`), an enabled usage limit or an
         *     enabled spend limit (a lock refused by one: 402) emits `balance.limit_reached`, once per limit, feature,
         *     customer (or entity) and period (the feature's reset period; the usage
         *     limit's window), also when the refused track itself is rolled back: a
         *     client hammering a limit raises one event per period.
         */
        "Tandem.Revenue.BillingControls": {
            auto_topups?: components["schemas"]["Tandem.Revenue.AutoTopup"][];
            spend_limits?: {
                [key: string]: unknown;
            }[];
            /**
             * @description Autumn's `{ feature_id, enabled, limit, interval, filter? }`. `filter: { properties }`: the
             *     limit counts and stops only the usage whose event `properties` hold every key with the same
             *     text (a number matches its decimal text), as Autumn; other usage passes it. In a customer's
             *     answer each entry carries `usage`: the units counted in its current window (of the events its
             *     filter matches). The first enabled limit that applies to a usage (the entity's, then the
             *     customer's) is the one that binds it.
             */
            usage_limits?: {
                [key: string]: unknown;
            }[];
            usage_alerts?: components["schemas"]["Tandem.Revenue.UsageAlert"][];
            overage_allowed?: {
                [key: string]: unknown;
            }[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description What a billing event announces.
         *
         *     Plan changes (`data`: `PlanEventData`), as Autumn's `customer.products.updated`
         *     scenarios, one event per subscription that changes:
         *     - `customer.plan.attached`: a plan starts and takes the place of no other
         *     plan at that moment: a new plan or add-on (a free trial too, with
         *     `status: "trialing"`), or a plan attached by Tandem (a group's default plan, when
         *     the customer has no other plan of its group).
         *     - `customer.plan.upgraded` / `customer.plan.downgraded`: a plan takes the
         *     place of another one of its group (`previous_plan_id`), or a subscription
         *     moves to another version or other prepaid quantities of its plan, at the
         *     moment the change takes effect: an attach or billing.update applied now
         *     (a version move by `plans.migrate` or `plans.update`'s `migration` is
         *     `customer.plan.migrated`),
         *     a scheduled change starting at its boundary, the default plan that comes
         *     back when a cancelled plan ends. `downgraded` when the new plan is worth
         *     less per billing period than the one it replaces (its recurring price and
         *     the prepaid units held, at list prices in the account currency), else
         *     `upgraded`. A paid change is announced once paid (after the
         *     `invoice.paid` of its invoice).
         *     - `customer.plan.scheduled`: a change was scheduled for the end of the
         *     current period (a downgrade, or `plan_schedule: "end_of_cycle"`):
         *     `plan_id` is the plan that will start, `previous_plan_id` the current
         *     one, `status: "scheduled"`, `effective_at` the boundary. When it starts,
         *     `customer.plan.expired` (the current plan) and then `upgraded` or
         *     `downgraded` (the new one) follow.
         *     - `customer.plan.canceled`: the customer's plan was cancelled: at the end
         *     of the cycle (`status: "active"`, `effective_at` = when it ends; the
         *     `customer.plan.expired` follows then), or now (`status: "expired"`,
         *     `effective_at` = now).
         *     - `customer.plan.uncanceled` (Tandem's): a pending end (a cancel at the end
         *     of the cycle, or a scheduled downgrade) was undone; the plan renews.
         *     - `customer.plan.renewed`: a new billing period started (its invoice follows
         *     as `invoice.created`); also when a free trial ends and its first paid
         *     period starts.
         *     - `customer.plan.past_due`: the renewal's payment failed (once, at the
         *     first failure; `status: "past_due"`). Tandem retries it 1, 3 and 5 days
         *     after the period's end (`invoice.payment_failed` each time); a later payment makes the plan
         *     current again (`invoice.paid`).
         *     - `customer.plan.expired`: a plan ended at the end of its period (a cancel
         *     at the end of the cycle, the plan a scheduled change replaces), when a
         *     free trial ended without a card (`on_end: "revert"`), or after the last
         *     failed retry of a renewal.
         *     - `customer.plan.migrated` (Tandem's; `data`: `PlanMigratedEventData`):
         *     the operator moved the subscription to another version of the same plan
         *     (`plans.migrate`, or `plans.update` with `migration: { draft: false }`):
         *     one event per subscription moved, in the write that moves it, at once
         *     (`effective_at`: the moment of the move, in the customer's time).
         *     `previous_plan_id` is `plan_id` (the same plan); `plan_version` and
         *     `previous_plan_version` tell the versions (a lower `plan_version` is a
         *     rollback). Not `upgraded` or `downgraded`: the customer asked for no
         *     change, nothing is charged or prorated (a new price applies from the next
         *     period), and the move is not compared by value. `status` is the
         *     subscription's (a `scheduled` one moves too).
         *
         *     Invoices (`data`: `InvoiceEventData`):
         *     - `invoice.created`: an invoice was written: a paid change's, a renewal's,
         *     a credit note (a refund: negative `total`), a trial's 0.00 checkout.
         *     - `invoice.paid`: it was paid (a charge, a checkout, a 3-D Secure
         *     authentication, `invoices.mark_paid`, a credit note's refund) or needed
         *     no payment (a total of 0).
         *     - `invoice.payment_failed`: a payment of it failed (`failure_code`): the
         *     card on file declined at an attach, an update or a renewal, a 3-D Secure
         *     authentication that failed, a card declined at the hosted checkout.
         *     - `invoice.voided`: a draft or open invoice was voided (`invoices.void`,
         *     the only way Tandem voids one; `status: "void"`): it can no longer be
         *     paid, a hosted checkout of it is over, and the plan change it held (if
         *     any) never happens, so no plan event follows. The coupons it used are
         *     given back.
         *
         *     Balances: `balance.usage_alert` (`UsageAlertEventData`),
         *     `balance.limit_reached` (`LimitReachedEventData`), `balance.auto_topup`
         *     (`AutoTopupEventData`).
         * @enum {string}
         */
        "Tandem.Revenue.BillingEventType": "customer.plan.attached" | "customer.plan.upgraded" | "customer.plan.downgraded" | "customer.plan.scheduled" | "customer.plan.canceled" | "customer.plan.uncanceled" | "customer.plan.renewed" | "customer.plan.past_due" | "customer.plan.expired" | "customer.plan.migrated" | "invoice.created" | "invoice.paid" | "invoice.payment_failed" | "invoice.voided" | "balance.usage_alert" | "balance.limit_reached" | "balance.auto_topup";
        /**
         * @description How often a price is charged. `one_off` is charged once, at purchase.
         * @enum {string}
         */
        "Tandem.Revenue.BillingInterval": "one_off" | "week" | "month" | "quarter" | "semi_annual" | "year";
        /**
         * @description The invoice a billing change created: with Tandem's `id` (invoices.void,
         *     get and mark_paid take it at once, no listing first), its gap-free
         *     `number` and its `provider`, beside Autumn's `stripe_id`.
         */
        "Tandem.Revenue.BillingInvoice": {
            /** @description Tandem's invoice id (`inv_…`). */
            id: string;
            /** @description As the hosted page and PDF show it: `INV-T-000042` (test mode) or `INV-000042` (live), gap-free per mode. */
            number: string;
            /** @description `paid` when charged at once; `open` while payment is due (a declined card, invoice mode). */
            status: string | null;
            /** @description The provider's payment reference, else Tandem's invoice id (`inv_…`); invoices.get accepts either. */
            stripe_id: string;
            /**
             * @description Tandem's: `sandbox` or `stripe` (null: no provider has handled it).
             * @enum {string|null}
             */
            provider: "sandbox" | "stripe" | null;
            /** Format: double */
            total: number;
            currency: string;
            hosted_invoice_url: string | null;
        };
        /**
         * @description `prepaid`: units bought up front (a quantity at attach); `usage_based`: usage billed in arrears.
         * @enum {string}
         */
        "Tandem.Revenue.BillingMethod": "prepaid" | "usage_based";
        /** @description Usage events whose properties match these key/value pairs (Autumn's `filter`); kept as sent. */
        "Tandem.Revenue.ControlFilter": {
            properties: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Where a rule of a customer's answer comes from (Autumn's `source`); accepted and kept when sent.
         * @enum {string}
         */
        "Tandem.Revenue.ControlSource": "customer" | "plan";
        /** @description A coupon reward. `invoice_credits` is Autumn's credit type, never created by Tandem. */
        "Tandem.Revenue.Coupon": {
            id: string;
            name?: string | null;
            /** @enum {string} */
            type: "percentage_discount" | "fixed_discount" | "invoice_credits";
            /** Format: double */
            value: number;
            /** @description Tandem's: the currency of a fixed discount; null for a percentage. */
            currency?: string | null;
            duration: components["schemas"]["Tandem.Revenue.CouponDuration"];
            plan_ids: string[] | null;
            promo_codes: components["schemas"]["Tandem.Revenue.CouponPromoCode"][];
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
        };
        /** @description A coupon's duration. */
        "Tandem.Revenue.CouponDuration": {
            /** @enum {string} */
            type: "one_off" | "months" | "forever";
            /** Format: int32 */
            length: number | null;
        };
        /**
         * @description How long a coupon's discount lasts once applied: `one_off` (the next
         *     charge), `months` (`length` months, ≥ 1) or `forever`. `length` is null
         *     for `one_off` and `forever` (else 400 `invalid_request`).
         */
        "Tandem.Revenue.CouponDurationParams": {
            /** @enum {string} */
            type: "one_off" | "months" | "forever";
            /** Format: int32 */
            length: number | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A discount on paid plans. `percentage_discount`: `value` percent off
         *     (0 < value ≤ 100, at most 4 decimals); `fixed_discount`: `value` off each
         *     charge in `currency`'s major unit (> 0, at most the currency's minor-unit
         *     decimals, e.g. 2 for usd, 0 for jpy; ≤ 1,000,000). A `value` of 0, above
         *     100 for a percentage, or with too many decimals answers 400
         *     `invalid_request` (checked by Tandem: the schema only says ≥ 0, as OpenAPI
         *     3.0's boolean `exclusiveMinimum` breaks AJV). `plan_ids`: the plans it
         *     applies to (unique, each existing: 404 `plan_not_found`); null for every
         *     plan. Applying a coupon needs a payment provider, creating one does not.
         *
         *     Currency rules (decided): a fixed discount is in one currency, `currency`
         *     (default the account currency, `usd`; refused for a percentage: 400
         *     `invalid_request`). It discounts only charges in that currency, and a
         *     customer whose `currency` is set to another one cannot redeem it (400
         *     `currency_mismatch`). A percentage applies in any currency.
         *
         *     Duration (on the customer's clock, its test clock included): `one_off`
         *     discounts the first invoice after the redemption that it takes something
         *     off; `months` every invoice written within `length` calendar months of
         *     the redemption (as Stripe's `repeating`: a monthly plan's invoices are
         *     discounted for `length` billing cycles, a yearly plan's once); `forever`
         *     every invoice. An invoice uses a coupon when it is written (paid or not);
         *     voiding it (invoices.void) gives the use back.
         *
         *     What a coupon discounts (decided): every charge line of an invoice for a
         *     plan it covers: base prices, prepaid units, usage billed in arrears, the
         *     remaining time of an upgrade or of a quantity increase, a scheduled plan's
         *     first period, renewals. Never a credit of what was paid (an upgrade's
         *     unused time, refunds: already after the coupons of the period); the
         *     unused-time credits of billing.update, priced at the list price, are
         *     shrunk by the lasting percentage coupons in force (`months`, `forever`),
         *     so a discounted period is credited at its discounted price. Coupons stack
         *     in the order they were redeemed, each on what the ones before left.
         *
         *     Rounding (decided): per invoice and coupon, the charges it covers are
         *     summed and its discount of that sum computed once (a percentage rounded
         *     half up to the minor unit, so within half a minor unit of the exact
         *     share however many lines; a fixed amount at most the sum), then split
         *     over those lines in proportion to their amounts (largest remainder, ties
         *     to the earlier line: each part within one minor unit of its exact share).
         *     No line and no invoice goes below zero. Invoice lines show `subtotal`
         *     (before), `discounts` (each coupon's part) and `amount` (after): the
         *     lines sum to the invoice's total. What was paid for a discounted period
         *     (the base of later proration credits and refunds) is its value after the
         *     coupons.
         */
        "Tandem.Revenue.CouponParams": {
            id: components["schemas"]["Tandem.Revenue.RewardId"];
            name: string;
            duration: components["schemas"]["Tandem.Revenue.CouponDurationParams"];
            plan_ids: string[] | null;
            promo_codes: components["schemas"]["Tandem.Revenue.CouponPromoCodeParams"][];
            /** @description Autumn's internal id of an existing reward; accepted and ignored (Tandem addresses rewards by `id`). */
            internal_id?: string;
            /** @enum {string} */
            type: "percentage_discount" | "fixed_discount";
            /** Format: double */
            value: number;
            /** @description Only for `fixed_discount`: the currency of `value`; default the account currency (`usd`). */
            currency?: components["schemas"]["Tandem.Revenue.CurrencyCode"];
        } & {
            [key: string]: unknown;
        };
        /** @description A coupon's code, as created (its letters' case kept). */
        "Tandem.Revenue.CouponPromoCode": {
            code: string;
            /** Format: int32 */
            global_max_redemption?: number | null;
            first_time_transaction?: boolean | null;
            /**
             * Format: int64
             * @description Tandem's: when the code stops working, Unix ms; null: never.
             */
            expires_at?: number | null;
            /**
             * Format: int32
             * @description Tandem's: how many times the code has been redeemed.
             */
            redemptions?: number;
        };
        /**
         * @description A code that redeems a coupon. `global_max_redemption`: redemptions by all
         *     customers together (≥ 1; null or absent: unlimited; past it: 400
         *     `code_exhausted`). `first_time_transaction`: only customers who have never
         *     paid may redeem it (default false: a customer with a paid invoice of more than 0 gets 400
         *     `invalid_request`). `expires_at` (Tandem's): the code works
         *     until this Unix ms time (must lie in the future when set; after it: 400
         *     `code_expired`); null or absent: no expiry.
         */
        "Tandem.Revenue.CouponPromoCodeParams": {
            code: components["schemas"]["Tandem.Revenue.PromoCodeText"];
            /** Format: int32 */
            global_max_redemption?: number | null;
            first_time_transaction?: boolean | null;
            /** Format: int64 */
            expires_at?: number | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Creates version 1 of a plan. `plan_id` must be new in this mode (400
         *     `invalid_request` naming `plan_id`). autumn-js always sends `group` (default
         *     `""`, stored as null), `add_on` and `auto_enable` (default false) and
         *     `create_in_stripe` (default true: mirror the plan in Stripe when Stripe is
         *     connected; ignored when it is not, so a Stripe-less account can create plans).
         */
        "Tandem.Revenue.CreatePlanParams": {
            /** @description 1–255 characters: letters, digits, `_` and `-`. */
            plan_id: string;
            /** @default  */
            group?: string;
            name: string;
            description?: string | null;
            /** @default false */
            add_on?: boolean;
            /** @default false */
            auto_enable?: boolean;
            /** @description Omit for a free or usage-only plan. */
            price?: components["schemas"]["Tandem.Revenue.PlanPriceInput"];
            items?: components["schemas"]["Tandem.Revenue.PlanItemInput"][];
            licenses?: components["schemas"]["Tandem.Revenue.LicenseInput"][];
            free_trial?: components["schemas"]["Tandem.Revenue.FreeTrialInput"];
            config?: components["schemas"]["Tandem.Revenue.PlanConfigInput"];
            billing_controls?: components["schemas"]["Tandem.Revenue.BillingControls"];
            /** @description Shared by every version of the plan. */
            metadata?: {
                [key: string]: unknown;
            };
            /** @default true */
            create_in_stripe?: boolean;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Creates a referral program (fields as Autumn's referral_programs.create).
         *     `id` must be new in the mode and `reward_id` an existing reward (else 400
         *     `invalid_request`). `plan_ids` (unique, existing: 404 `plan_not_found`) is
         *     required with `redeem_on: "checkout"` and refused otherwise (400
         *     `invalid_request`). `exclude_trial` default false.
         */
        "Tandem.Revenue.CreateReferralProgramParams": {
            id: components["schemas"]["Tandem.Revenue.RewardId"];
            reward_id: string;
            redeem_on: components["schemas"]["Tandem.Revenue.ReferralRedeemOn"];
            received_by: components["schemas"]["Tandem.Revenue.ReferralReceivedBy"];
            /**
             * Format: int32
             * @description ≥ 1; null or absent: unlimited.
             */
            max_redemptions?: number | null;
            plan_ids?: string[] | null;
            exclude_trial?: boolean | null;
            /** @description As in `CouponParams`: accepted and ignored. */
            internal_id?: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Creates a reward: exactly one of `coupon` and `feature_grant` (else 400
         *     `invalid_request`). Its `id` and every promo code must be new in the mode
         *     (else 400 `invalid_request`).
         */
        "Tandem.Revenue.CreateRewardParams": {
            coupon?: components["schemas"]["Tandem.Revenue.CouponParams"];
            feature_grant?: components["schemas"]["Tandem.Revenue.FeatureGrantParams"];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Registers a webhook in the key's mode. `id` must be new in the mode (else
         *     400 `invalid_request` naming `id`); at most 20 webhooks per mode (the 21st:
         *     400 `webhook_limit_reached`). Repeated kinds in `events` are kept once.
         *     A webhook receives the events that happen from its creation on (as a
         *     Stripe endpoint does): an event that no enabled webhook of the mode
         *     subscribes to when it happens is not recorded, so there is nothing to
         *     send later.
         */
        "Tandem.Revenue.CreateWebhookParams": {
            id: components["schemas"]["Tandem.Revenue.WebhookId"];
            url: components["schemas"]["Tandem.Revenue.WebhookUrl"];
            events: components["schemas"]["Tandem.Revenue.WebhookEventSelectors"];
            description?: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description How many credits one unit of a metered feature costs in a credit system.
         *     A flat entry has `credit_cost`; a tiered one has `tier_behavior: "graduated"`
         *     and `tiers` instead. `dimensions` and `multipliers` (price by event property)
         *     are kept as given and not validated further by this spec.
         */
        "Tandem.Revenue.CreditSchemaEntry": {
            metered_feature_id: string;
            credit_cost?: components["schemas"]["Tandem.Revenue.Quantity"];
            /** @description Units per `credit_cost`; default 1. */
            billing_units?: components["schemas"]["Tandem.Revenue.Quantity"];
            /** @enum {string} */
            tier_behavior?: "graduated";
            tiers?: components["schemas"]["Tandem.Revenue.CreditTier"][];
            dimensions?: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
            multipliers?: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description One graduated credit tier: usage up to `to` (a number, or `"inf"` for the last tier) costs `credit_cost` per unit. */
        "Tandem.Revenue.CreditTier": {
            to: components["schemas"]["Tandem.Revenue.Quantity"] | "inf";
            credit_cost: components["schemas"]["Tandem.Revenue.Quantity"];
        };
        /** @description An amount in another currency, set explicitly (never converted from the base amount). */
        "Tandem.Revenue.CurrencyAmount": {
            /** @description Lower-case ISO 4217, e.g. `eur`. */
            currency: string;
            /** Format: double */
            amount: number;
        };
        /** @description An amount in another currency. */
        "Tandem.Revenue.CurrencyAmountInput": {
            currency: string;
            amount: components["schemas"]["Tandem.Revenue.CurrencyPriceAmount"];
        } & {
            [key: string]: unknown;
        };
        /** @description A lower-case ISO 4217 currency code, e.g. `usd`. */
        "Tandem.Revenue.CurrencyCode": string;
        /**
         * Format: double
         * @description A price in major units of another currency (`additional_currencies`): 0 … 99,999,999
         *     (the invoice bound in a currency without minor units; else 400 `invalid_amount`).
         *     In a currency with cents the invoice bound (99,999,999 minor units) applies when it is charged.
         */
        "Tandem.Revenue.CurrencyPriceAmount": number;
        /**
         * @description A customer: its plans, balances and access. Members marked "expand" are only
         *     present when asked for with `expand`.
         */
        "Tandem.Revenue.Customer": {
            /** @description The caller's id; null for a customer created with `customer_id: null`. */
            id: string | null;
            name: string | null;
            email: string | null;
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            /** @description A device or account fingerprint used to refuse a second free trial. */
            fingerprint: string | null;
            stripe_id: string | null;
            env: components["schemas"]["Tandem.Revenue.Environment"];
            metadata: {
                [key: string]: unknown;
            };
            send_email_receipts: boolean;
            billing_controls: components["schemas"]["Tandem.Revenue.BillingControls"];
            /** @description Active and scheduled recurring plans. */
            subscriptions: components["schemas"]["Tandem.Revenue.Subscription"][];
            /** @description One-off purchases. */
            purchases: components["schemas"]["Tandem.Revenue.Purchase"][];
            licenses: components["schemas"]["Tandem.Revenue.CustomerLicense"][];
            /** @description Balances of metered and credit features, keyed by feature id. */
            balances: {
                [key: string]: components["schemas"]["Tandem.Revenue.Balance"];
            };
            /** @description Access to boolean features, keyed by feature id. */
            flags: {
                [key: string]: components["schemas"]["Tandem.Revenue.Flag"];
            };
            config?: components["schemas"]["Tandem.Revenue.CustomerConfig"];
            processors?: components["schemas"]["Tandem.Revenue.CustomerProcessors"];
            /** @description expand `invoices`: newest first. */
            invoices?: components["schemas"]["Tandem.Revenue.Invoice"][];
            /** @description expand `invoice_previews`. */
            invoice_previews?: components["schemas"]["Tandem.Revenue.InvoicePreview"][];
            /** @description expand `entities`. */
            entities?: components["schemas"]["Tandem.Revenue.EntitySummary"][];
            /** @description expand `trials_used`. */
            trials_used?: components["schemas"]["Tandem.Revenue.TrialUsed"][];
            /** @description expand `rewards`; null when the customer has none. */
            rewards?: {
                discounts: components["schemas"]["Tandem.Revenue.CustomerDiscount"][];
            } | null;
            /** @description expand `referrals`. */
            referrals?: components["schemas"]["Tandem.Revenue.CustomerReferral"][];
            /** @description expand `payment_method`: the processor's default payment method object, or null. */
            payment_method?: unknown;
        };
        /**
         * @description Per-customer switches; both default to false. Answers hold only the
         *     flags that were set (as Autumn answers): an unset flag is absent, not
         *     `false` (`config: {}` when none is set).
         */
        "Tandem.Revenue.CustomerConfig": {
            /** @description Entities keep their own balances instead of drawing from the customer's pooled ones. */
            disable_pooled_balance?: boolean;
            /** @description Usage past the balance is never billed as overage. */
            disable_overage_billing?: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A discount the customer holds (a redeemed coupon still in force at the
         *     customer's time, its test clock included): `id` the reward's id, `start`
         *     when it was redeemed, `end` when a `months` coupon stops (null otherwise;
         *     invoices written from `end` on are not discounted), `total_discount_amount`
         *     what it has taken off invoices so far (major units of the coupon's
         *     currency, for a percentage the customer's), `invoices_discounted` how many
         *     invoices it has discounted. A `one_off` coupon leaves the list once an
         *     invoice used it (and comes back if that invoice is voided), a `months` one
         *     at `end`.
         */
        "Tandem.Revenue.CustomerDiscount": {
            id: string;
            name: string;
            /** @enum {string} */
            type: "percentage_discount" | "fixed_discount" | "free_product" | "invoice_credits";
            /** Format: double */
            discount_value: number;
            /** @enum {string} */
            duration_type: "one_off" | "months" | "forever";
            /** Format: double */
            duration_value?: number | null;
            currency?: string | null;
            /** Format: int64 */
            start?: number | null;
            /** Format: int64 */
            end?: number | null;
            subscription_id?: string | null;
            /** Format: double */
            total_discount_amount?: number | null;
            /**
             * Format: int32
             * @description Tandem's: how many invoices it has discounted so far.
             */
            invoices_discounted?: number;
        };
        /** @description How the plan relates to the customer named in plans.list/get (only then present). */
        "Tandem.Revenue.CustomerEligibility": {
            trial_available?: boolean;
            status?: components["schemas"]["Tandem.Revenue.SubscriptionStatus"];
            canceling?: boolean;
            trialing?: boolean;
            /**
             * @description What billing.attach of this plan would do for the customer.
             * @enum {string}
             */
            attach_action: "activate" | "upgrade" | "downgrade" | "none";
        };
        /** @description A pool of license seats granted by one of the customer's plans. */
        "Tandem.Revenue.CustomerLicense": {
            license_plan_id: string;
            parent_plan_id: string;
            license_plan_name: string;
            /** Format: double */
            granted: number;
            /** Format: double */
            usage: number;
            /** Format: double */
            remaining: number;
            /** Format: double */
            paid_quantity: number;
        };
        /** @description Where the customer exists in payment processors; absent when nowhere. */
        "Tandem.Revenue.CustomerProcessors": {
            stripe?: {
                id: string;
            };
            vercel?: {
                installation_id: string;
                account_id: string;
            };
            revenuecat?: {
                id: string | null;
            };
        };
        /**
         * @description A customer this customer referred, or was referred by
         *     (`expand: ["referrals"]`), oldest first: `customer` is the other side;
         *     `reward_applied` false while a `checkout` program waits for the first
         *     payment.
         */
        "Tandem.Revenue.CustomerReferral": {
            program_id: string;
            customer: {
                id: string;
                name?: string | null;
                email?: string | null;
            };
            reward_applied: boolean;
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
        };
        /** @description The answer of every delete operation (Autumn's shape): always `true` on 200. */
        "Tandem.Revenue.DeleteResult": {
            success: boolean;
        };
        /** @description An entity as listed on its customer (`expand: ["entities"]`). */
        "Tandem.Revenue.EntitySummary": {
            id: string | null;
            name: string | null;
            customer_id?: string | null;
            feature_id?: string | null;
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            env: components["schemas"]["Tandem.Revenue.Environment"];
        };
        /**
         * @description The mode a record lives in: Autumn's names, `sandbox` is Tandem's test mode (`rv_sk_test_…` keys).
         * @enum {string}
         */
        "Tandem.Revenue.Environment": "sandbox" | "live";
        /** @description A feature: something customers get access to, use up, or are billed for. */
        "Tandem.Revenue.Feature": {
            /** @description The caller's id, e.g. `api_calls`; unique per mode. */
            id: string;
            name: string;
            type: components["schemas"]["Tandem.Revenue.FeatureType"];
            /** @description True when usage is used up and resets (API calls); false for a standing count (seats). Always false for `boolean`. */
            consumable: boolean;
            /** @description Event names that count towards this feature besides its id (balances.track with `event_name`). */
            event_names?: string[];
            /** @description Only for `credit_system`/`ai_credit_system`. */
            credit_schema?: components["schemas"]["Tandem.Revenue.CreditSchemaEntry"][];
            model_markups?: {
                [key: string]: components["schemas"]["Tandem.Revenue.ModelMarkup"];
            } | null;
            default_markup?: components["schemas"]["Tandem.Revenue.Amount"];
            provider_markups?: {
                [key: string]: components["schemas"]["Tandem.Revenue.ProviderMarkup"];
            } | null;
            display?: components["schemas"]["Tandem.Revenue.FeatureDisplay"];
            /** @description Archived features stay on existing plans and balances but cannot be added to plans. */
            archived: boolean;
            /** @description Processor ids, when the feature is mirrored in Stripe. */
            processors?: components["schemas"]["Tandem.Revenue.FeatureProcessors"];
        };
        /** @description Display names of a feature's unit, e.g. `credit` / `credits`. */
        "Tandem.Revenue.FeatureDisplay": {
            singular?: string | null;
            plural?: string | null;
        };
        /** @description A feature-grant reward. */
        "Tandem.Revenue.FeatureGrant": {
            id: string;
            name?: string | null;
            grants: components["schemas"]["Tandem.Revenue.FeatureGrantItem"][];
            promo_codes: components["schemas"]["Tandem.Revenue.GrantPromoCode"][];
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
        };
        /** @description One feature of a feature grant. */
        "Tandem.Revenue.FeatureGrantItem": {
            feature_id: string;
            /** Format: double */
            included: number | null;
            expiry: {
                /** @enum {string} */
                type: "day" | "week" | "month" | "year";
                /** Format: int32 */
                length: number;
            } | null;
        };
        /**
         * @description One feature a feature grant gives, as a one-off balance (as balances.grant
         *     makes): `included` units (> 0, 0 answers 400 `invalid_request`; null: unlimited), expiring per `expiry`
         *     (null: never), counted in calendar units from the redemption. Boolean
         *     features take `included: null` (the grant is a flag; a number: 400
         *     `invalid_request`). Each redemption adds its own balance (a `bal_…` id,
         *     as balances.grant makes), used before plan balances when it expires
         *     sooner, as any grant. A feature deleted since the reward was made is
         *     skipped.
         */
        "Tandem.Revenue.FeatureGrantItemParams": {
            feature_id: string;
            /** Format: double */
            included: number | null;
            expiry: ({
                /** @enum {string} */
                type: "day" | "week" | "month" | "year";
                /** Format: int32 */
                length: number;
            } & {
                [key: string]: unknown;
            }) | null;
        } & {
            [key: string]: unknown;
        };
        /** @description Free units of features. `grants`: one per feature (unique feature ids, each existing: 404 `feature_not_found`). */
        "Tandem.Revenue.FeatureGrantParams": {
            id: components["schemas"]["Tandem.Revenue.RewardId"];
            name: string;
            grants: components["schemas"]["Tandem.Revenue.FeatureGrantItemParams"][];
            promo_codes: components["schemas"]["Tandem.Revenue.GrantPromoCodeParams"][];
            /** @description As in `CouponParams`: accepted and ignored. */
            internal_id?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Credit costs or markups of this item's feature that differ from the feature's own, for customers of this plan. */
        "Tandem.Revenue.FeatureOverride": {
            credit_schema?: components["schemas"]["Tandem.Revenue.CreditSchemaEntry"][];
            markups?: {
                default_markup?: components["schemas"]["Tandem.Revenue.Amount"];
                provider_markups?: {
                    [key: string]: components["schemas"]["Tandem.Revenue.ProviderMarkup"];
                } | null;
                model_markups?: {
                    [key: string]: components["schemas"]["Tandem.Revenue.ModelMarkup"];
                } | null;
            };
        };
        /** @description Where a feature is mirrored in a payment processor. */
        "Tandem.Revenue.FeatureProcessors": {
            stripe?: {
                product_id?: string;
                meter_id?: string;
            };
        };
        /** @description A prepaid quantity after the change. */
        "Tandem.Revenue.FeatureQuantity": {
            feature_id: string;
            /** Format: double */
            quantity: number;
        };
        /**
         * @description What a feature measures.
         *     - `boolean`: on/off access; answers carry it in `flags`, never in `balances`.
         *     - `metered`: counted usage (`consumable: true` resets each interval, e.g. API
         *     calls; `false` is a running total such as seats).
         *     - `credit_system`: a pool of credits that other metered features draw from
         *     through `credit_schema`.
         *     - `ai_credit_system`: a credit system whose costs come from model/provider
         *     markups (`model_markups`, `provider_markups`, `default_markup`).
         * @enum {string}
         */
        "Tandem.Revenue.FeatureType": "boolean" | "metered" | "credit_system" | "ai_credit_system";
        /** @description Access to a `boolean` feature. */
        "Tandem.Revenue.Flag": {
            id: string;
            plan_id: string | null;
            /** Format: int64 */
            expires_at: number | null;
            feature_id: string;
            /** @description With `expand: ["flags.feature"]`. */
            feature?: components["schemas"]["Tandem.Revenue.Feature"];
        };
        /** @description A free trial. `on_end`: `bill` starts charging, `revert` ends the plan. */
        "Tandem.Revenue.FreeTrial": {
            /** Format: int32 */
            duration_length: number;
            /** @enum {string} */
            duration_type: "day" | "month" | "year";
            card_required: boolean;
            /** @description `bill` or `revert`; null or absent means `bill`. */
            on_end?: string | null;
        };
        /**
         * @description A free trial. Defaults: `duration_type` `month`, `card_required` true (as Autumn), `on_end` `bill`.
         *     A trial is available once per customer and plan (`trials_used`, `trial_available`): attaching
         *     the plan again never restarts a used trial (it is then billed at once). A trial is the
         *     subscription's first period; at its end (the billing cycle) a trial with a card on file is
         *     billed — the first paid period starts and is invoiced to the default payment method — and one
         *     without a card reverts: the plan ends and the group's default `auto_enable` plan comes back.
         *     `on_end: revert` reverts even with a card. A trial with `card_required` asks for a card at
         *     attach (a checkout of 0.00 that saves it) unless one is on file; nothing is charged until its end.
         */
        "Tandem.Revenue.FreeTrialInput": {
            /** Format: int32 */
            duration_length: number;
            /**
             * @default month
             * @enum {string}
             */
            duration_type?: "day" | "month" | "year";
            /** @default true */
            card_required?: boolean;
            /**
             * @default bill
             * @enum {string}
             */
            on_end?: "bill" | "revert";
        } & {
            [key: string]: unknown;
        };
        /** @description The grant's id and the feature's balance after it. */
        "Tandem.Revenue.GrantBalanceResponse": {
            balance_id: string;
            balance: components["schemas"]["Tandem.Revenue.Balance"];
        };
        /** @description A feature grant's code. */
        "Tandem.Revenue.GrantPromoCode": {
            code: string;
            /** Format: int32 */
            max_uses: number | null;
            /**
             * Format: int64
             * @description Tandem's: when the code stops working, Unix ms; null: never.
             */
            expires_at?: number | null;
            /**
             * Format: int32
             * @description Tandem's: how many times the code has been redeemed.
             */
            redemptions?: number;
        };
        /**
         * @description A code that redeems a feature grant; `max_uses` by all customers together
         *     (≥ 1; null: unlimited; past it: 400 `code_exhausted`). `expires_at` as for
         *     coupon codes.
         */
        "Tandem.Revenue.GrantPromoCodeParams": {
            code: components["schemas"]["Tandem.Revenue.PromoCodeText"];
            /** Format: int32 */
            max_uses: number | null;
            /** Format: int64 */
            expires_at?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description An invoice of the customer, as listed by `expand: ["invoices"]` and the invoices operations. */
        "Tandem.Revenue.Invoice": {
            /** @description Tandem's invoice id (`inv_…`): what invoices.get, void and mark_paid take as `invoice_id`. */
            id: string;
            /**
             * @description The invoice's number as its hosted page and PDF show it: gap-free per
             *     mode, `INV-T-000042` in test mode, `INV-000042` in live mode.
             */
            number: string;
            plan_ids: string[];
            /**
             * @description The provider's payment reference (a Stripe PaymentIntent `pi_…`, the
             *     sandbox's `pi_sbx_…`), else Tandem's `id`. Kept for Autumn's clients;
             *     invoices.get accepts either.
             */
            stripe_id: string;
            /**
             * @description `stripe` for both providers (Autumn's wire value); see `provider`.
             * @enum {string}
             */
            processor_type: "stripe" | "revenuecat";
            /**
             * @description Tandem's: the provider that collects it, `sandbox` or `stripe` (null: none has handled it).
             * @enum {string|null}
             */
            provider: "sandbox" | "stripe" | null;
            /** @description The processor's status, e.g. `draft`, `open`, `paid`, `void`, `uncollectible`. */
            status: string;
            /**
             * Format: double
             * @description In the invoice currency's major unit (`12.5` = 12.50).
             */
            total: number;
            /** @description Lower-case ISO 4217, e.g. `usd`. */
            currency: string;
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            hosted_invoice_url?: string | null;
        };
        /** @description The customer's invoice credits and how much of them the charge uses. */
        "Tandem.Revenue.InvoiceCredits": {
            /** Format: double */
            balance: number;
            /** Format: double */
            applied?: number;
            currency: string;
        };
        /**
         * @description An invoice with its ids and payment state: the customer's `Invoice` plus
         *     Tandem's `id`, the customer and entity, what was paid and refunded, and
         *     (in invoices.get, void, mark_paid, create, pay and reissue) its lines.
         */
        "Tandem.Revenue.InvoiceDetail": {
            /** @description Tandem's invoice id (`inv_…`): what invoices.get, void and mark_paid take as `invoice_id`. */
            id: string;
            /**
             * @description The invoice's number as its hosted page and PDF show it: gap-free per
             *     mode, `INV-T-000042` in test mode, `INV-000042` in live mode.
             */
            number: string;
            plan_ids: string[];
            /**
             * @description The provider's payment reference (a Stripe PaymentIntent `pi_…`, the
             *     sandbox's `pi_sbx_…`), else Tandem's `id`. Kept for Autumn's clients;
             *     invoices.get accepts either.
             */
            stripe_id: string;
            /**
             * @description `stripe` for both providers (Autumn's wire value); see `provider`.
             * @enum {string}
             */
            processor_type: "stripe" | "revenuecat";
            /**
             * @description Tandem's: the provider that collects it, `sandbox` or `stripe` (null: none has handled it).
             * @enum {string|null}
             */
            provider: "sandbox" | "stripe" | null;
            /** @description The processor's status, e.g. `draft`, `open`, `paid`, `void`, `uncollectible`. */
            status: string;
            /**
             * Format: double
             * @description In the invoice currency's major unit (`12.5` = 12.50).
             */
            total: number;
            /** @description Lower-case ISO 4217, e.g. `usd`. */
            currency: string;
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            hosted_invoice_url?: string | null;
            customer_id: string | null;
            entity_id: string | null;
            /**
             * Format: double
             * @description Null while nothing is paid.
             */
            amount_paid: number | null;
            /** Format: double */
            refunded_amount: number;
            /**
             * Format: double
             * @description Tandem's: the sum of the lines' `subtotal`s, before coupons (`subtotal` − `total` is what coupons took off the charges, less what they shrank credits by).
             */
            subtotal: number;
            /** @description Always present in invoices.get, void, mark_paid, create, pay and reissue; absent in invoices.list and insert. */
            items?: components["schemas"]["Tandem.Revenue.InvoiceLine"][];
        };
        /**
         * @description One line of an invoice; times Unix ms, amounts in the currency's major
         *     unit. Coupons show per line (decided, as the preview's line items do):
         *     `subtotal` is what the line cost before coupons, `discounts` each coupon's
         *     part, and `amount` what it costs after them, so the lines' `amount`s sum
         *     to the invoice's `total` and their `subtotal`s to its `subtotal`.
         */
        "Tandem.Revenue.InvoiceLine": {
            id: string;
            description: string;
            /** Format: int64 */
            period_start: number | null;
            /** Format: int64 */
            period_end: number | null;
            /** @description Null for a line not tied to a plan (e.g. a custom line item). */
            plan_id: string | null;
            /** @description Null for a plan's base price. */
            feature_id: string | null;
            feature_name: string | null;
            /** Format: double */
            quantity: number | null;
            /**
             * Format: double
             * @description After coupons (negative for a credit).
             */
            amount: number;
            /**
             * Format: double
             * @description Tandem's: before coupons (equal to `amount` when none applied).
             */
            subtotal: number;
            /** @description Tandem's: each coupon's part of the line's discount, in the order the coupons applied; empty when none. */
            discounts: components["schemas"]["Tandem.Revenue.LineDiscount"][];
            entities: components["schemas"]["Tandem.Revenue.InvoiceLineEntity"][];
        };
        /** @description What an invoice line charged one entity. */
        "Tandem.Revenue.InvoiceLineEntity": {
            entity_id: string;
            /** Format: double */
            quantity: number | null;
            /** Format: double */
            amount: number;
        };
        /**
         * @description An upcoming invoice (`expand: ["invoice_previews"]`): what the billing cycle
         *     will invoice next for one subscription, computed by the same code as the
         *     invoice itself, soonest first. `invoice_at` is the boundary: a period's end
         *     (the next period's fixed price and prepaid units in advance, and the usage
         *     beyond what is included so far in arrears), a trial's end that bills, a
         *     scheduled plan's start (its first period), or the end of a plan that bills
         *     usage (its last usage). Until the boundary the usage part grows with
         *     tracks; at it, the invoice has exactly these lines. A subscription with
         *     nothing to bill (a free plan, a trial that reverts, usage within what is
         *     included) has no preview, as it gets no invoice.
         */
        "Tandem.Revenue.InvoicePreview": {
            plan_ids: string[];
            invoice_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            currency: string;
            /** Format: double */
            subtotal: number;
            /** Format: double */
            total: number;
            line_items: components["schemas"]["Tandem.Revenue.InvoicePreviewLineItem"][];
        };
        /**
         * @description One line of an upcoming invoice: `subtotal` before coupons, `total` after
         *     them (the lines' totals sum to the preview's `total`, their subtotals to
         *     its `subtotal`), `discounts` each coupon's part (absent when none).
         */
        "Tandem.Revenue.InvoicePreviewLineItem": {
            display_name: string;
            description: string;
            /** Format: double */
            subtotal: number;
            /** Format: double */
            total: number;
            discounts?: components["schemas"]["Tandem.Revenue.LineDiscount"][];
            plan_id: string;
            feature_id: string | null;
            period?: {
                start: components["schemas"]["Tandem.Revenue.UnixMs"];
                end: components["schemas"]["Tandem.Revenue.UnixMs"];
            };
            /** Format: double */
            quantity: number;
        };
        /**
         * @description An invoice's status, as the payment provider reports it.
         * @enum {string}
         */
        "Tandem.Revenue.InvoiceStatus": "draft" | "open" | "void" | "paid" | "uncollectible";
        /** @description Granted units expire `length` `duration`s after they are granted. */
        "Tandem.Revenue.ItemExpiry": {
            /** @enum {string} */
            duration: "day" | "week" | "month" | "year";
            /** Format: int32 */
            length: number;
        };
        /**
         * @description A plan offered as assignable licenses (seats given to entities) under this
         *     plan. `customize` (Autumn's price/add_items/remove_items shape) is kept as
         *     sent. The list sent replaces the plan's licenses.
         */
        "Tandem.Revenue.LicenseInput": {
            license_plan_id: string;
            version_slug?: string;
            included?: components["schemas"]["Tandem.Revenue.Quantity"];
            prepaid_only?: boolean;
            customize?: {
                [key: string]: unknown;
            } | null;
            metadata?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description A parent plan version that should receive a license-plan update. */
        "Tandem.Revenue.LicenseParentRef": {
            plan_id: string;
            /** Format: int32 */
            version: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One coupon's part of an invoice line's discount: `amount_off` in the
         *     currency's major unit (what it took off the line; negative when a lasting
         *     percentage coupon shrank a credit, see rewards' `CouponParams`),
         *     `percent_off` for a percentage coupon, the reward's id and name.
         */
        "Tandem.Revenue.LineDiscount": {
            /** Format: double */
            amount_off: number;
            /** Format: double */
            percent_off?: number;
            reward_id?: string;
            reward_name?: string;
        };
        /** @description Markup of one AI model. Percentages are in percent (`20` = 20 %); costs are per million tokens in the account currency. */
        "Tandem.Revenue.ModelMarkup": {
            markup?: components["schemas"]["Tandem.Revenue.Amount"];
            input_cost?: components["schemas"]["Tandem.Revenue.Quantity"];
            output_cost?: components["schemas"]["Tandem.Revenue.Quantity"];
        };
        /** @description What the next cycle will charge. */
        "Tandem.Revenue.NextCycle": {
            starts_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            /** Format: double */
            subtotal: number;
            /** Format: double */
            total: number;
            line_items: components["schemas"]["Tandem.Revenue.InvoicePreviewLineItem"][];
            usage_line_items: components["schemas"]["Tandem.Revenue.UsageLineItem"][];
        };
        /**
         * @description A plan (one version of it): a base price plus items. Plans in one `group`
         *     are mutually exclusive unless `add_on`; `auto_enable` plans are attached to
         *     new customers.
         */
        "Tandem.Revenue.Plan": {
            /** @description The caller's id, shared by every version. */
            id: string;
            name: string;
            description: string | null;
            group: string | null;
            /**
             * Format: int32
             * @description 1 for the first version; plans.update adds one when it creates a version.
             */
            version: number;
            version_slug?: string | null;
            /** @description False for versions older than the latest. */
            active?: boolean;
            add_on: boolean;
            auto_enable: boolean;
            /** @description Null for a free or usage-only plan. */
            price: {
                /** Format: double */
                amount: number;
                additional_currencies?: components["schemas"]["Tandem.Revenue.CurrencyAmount"][];
                interval: components["schemas"]["Tandem.Revenue.BillingInterval"];
                /** Format: int32 */
                interval_count?: number;
                display?: components["schemas"]["Tandem.Revenue.PriceDisplay"];
                processors?: {
                    stripe?: {
                        price_id: string;
                    } | null;
                };
            } | null;
            items: components["schemas"]["Tandem.Revenue.PlanItem"][];
            processors?: components["schemas"]["Tandem.Revenue.PlanProcessors"];
            free_trial?: components["schemas"]["Tandem.Revenue.FreeTrial"];
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            env: components["schemas"]["Tandem.Revenue.Environment"];
            archived: boolean;
            config: {
                /** @description Keep access while an invoice is past due. */
                ignore_past_due: boolean;
            };
            billing_controls?: components["schemas"]["Tandem.Revenue.BillingControls"];
            metadata: {
                [key: string]: unknown;
            };
            customer_eligibility?: components["schemas"]["Tandem.Revenue.CustomerEligibility"];
            /** @description The plan this one is a variant of, or null. */
            base_variant_id: string | null;
            variant_details?: {
                base_plan_id: string;
                /** @description The differences from the base plan, in Autumn's customize shape. */
                customize?: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description A plan the change adds (`incoming`) or ends (`outgoing`). Times are Unix ms. */
        "Tandem.Revenue.PlanChange": {
            plan_id: string;
            plan?: components["schemas"]["Tandem.Revenue.Plan"];
            feature_quantities: components["schemas"]["Tandem.Revenue.FeatureQuantity"][];
            /** Format: int64 */
            effective_at: number | null;
            /** Format: int64 */
            canceled_at: number | null;
            /** Format: int64 */
            expires_at: number | null;
        };
        /** @description Plan switches. */
        "Tandem.Revenue.PlanConfigInput": {
            /**
             * @description Default false.
             * @default false
             */
            ignore_past_due?: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description What a plan gives for one feature: `included` units (or `unlimited`),
         *     reset every `reset` interval, plus an optional `price` for units beyond or
         *     bought up front. A boolean feature's item has `included: 0`, `reset: null`,
         *     `price: null`. A `usage_based` price bills the usage beyond `included` in
         *     arrears at each end of the subscription's billing period; an item with such
         *     a price and no `reset` resets with its price's interval (as Autumn, where a
         *     priced item's interval is its reset), so each period's usage is billed once.
         */
        "Tandem.Revenue.PlanItem": {
            threshold_billing?: {
                /** Format: double */
                threshold: number;
            } | null;
            feature_id: string;
            feature?: components["schemas"]["Tandem.Revenue.PlanItemFeature"];
            /** Format: double */
            included: number;
            unlimited: boolean;
            /** @description Entities draw from one pool at customer level instead of each getting `included`. */
            pooled: boolean;
            reset: {
                interval: components["schemas"]["Tandem.Revenue.ResetInterval"];
                /** Format: int32 */
                interval_count?: number;
            } | null;
            price: {
                /** Format: double */
                amount?: number;
                additional_currencies?: components["schemas"]["Tandem.Revenue.CurrencyAmount"][];
                tiers?: components["schemas"]["Tandem.Revenue.PriceTier"][];
                tier_behavior?: components["schemas"]["Tandem.Revenue.TierBehavior"];
                interval: components["schemas"]["Tandem.Revenue.BillingInterval"];
                /** Format: int32 */
                interval_count?: number;
                /** Format: double */
                billing_units: number;
                billing_method: components["schemas"]["Tandem.Revenue.BillingMethod"];
                /**
                 * Format: double
                 * @description Most prepaid units one customer can buy; null for no limit.
                 */
                max_purchase: number | null;
                processors?: {
                    stripe?: {
                        [key: string]: unknown;
                    } | null;
                };
            } | null;
            display?: components["schemas"]["Tandem.Revenue.PriceDisplay"];
            rollover?: components["schemas"]["Tandem.Revenue.Rollover"];
            expiry?: {
                /** @enum {string} */
                duration: "day" | "week" | "month" | "year";
                /** Format: int32 */
                length: number;
            } | null;
            feature_override?: components["schemas"]["Tandem.Revenue.FeatureOverride"];
        };
        /** @description The feature of a plan item, in Autumn's legacy feature shape (`static` = boolean, `single_use` = consumable metered, `continuous_use` = non-consumable metered). */
        "Tandem.Revenue.PlanItemFeature": {
            id: string;
            name?: string | null;
            /** @enum {string} */
            type: "static" | "boolean" | "single_use" | "continuous_use";
            display?: {
                singular: string;
                plural: string;
            } | null;
            credit_schema?: {
                metered_feature_id: string;
                /** Format: double */
                credit_cost: number;
            }[] | null;
            archived?: boolean | null;
        };
        /**
         * @description One item of a plan. `included` default 0; `unlimited` default false (then
         *     `included` is ignored); `pooled` default false; 404 `feature_not_found` for
         *     an unknown `feature_id`.
         *
         *     **One feature at several reset intervals** (Autumn's rule): a metered
         *     feature may appear once per period — its `reset`, else its price's
         *     interval, else lifetime — e.g. an hourly and a monthly item, or a monthly
         *     and a lifetime one. Each item is a breakdown of its own
         *     (`balances[f].breakdown`), resetting on its own schedule; a track draws
         *     once, from the shorter interval first (hourly before monthly, resetting
         *     before lifetime), then the next. In one period the feature may have one
         *     unpriced item and priced items of different `billing_method`s. The same
         *     interval twice, or a boolean feature twice, answers 400 `invalid_request`
         *     naming the later `items[i].feature_id`.
         *
         *     **Refused as Autumn refuses them** (400 `invalid_request` naming the field):
         *     - a boolean feature's item with a `price`, `reset`, `included` above 0,
         *     `unlimited: true` or a `rollover` (it grants access, not a balance);
         *     - an `unlimited` item with a `price` (`items[i].price`);
         *     - a `reset` whose interval (or count) differs from the price's unless
         *     `billing_method` is `prepaid` (`items[i].reset`);
         *     - a `flat_amount` above 0 on a tier unless `tier_behavior` is `volume`,
         *     or on a single tier (`items[i].price.tiers[j].flat_amount`);
         *     - a first tier that ends at or below `included` (`items[i].price.tiers[0].to`).
         */
        "Tandem.Revenue.PlanItemInput": {
            /** @description null or absent: no threshold billing. (Inline rather than a named model so that null validates: AJV does not apply `nullable` through `allOf`.) */
            threshold_billing?: ({
                threshold: components["schemas"]["Tandem.Revenue.Quantity"];
            } & {
                [key: string]: unknown;
            }) | null;
            feature_id: string;
            included?: components["schemas"]["Tandem.Revenue.Quantity"];
            unlimited?: boolean;
            /** @default false */
            pooled?: boolean;
            reset?: components["schemas"]["Tandem.Revenue.PlanItemResetInput"];
            price?: components["schemas"]["Tandem.Revenue.PlanItemPriceInput"];
            proration?: components["schemas"]["Tandem.Revenue.ProrationInput"];
            rollover?: components["schemas"]["Tandem.Revenue.RolloverInput"];
            expiry?: components["schemas"]["Tandem.Revenue.ItemExpiry"];
            /** @description `credit_schema` and `markups` as in `FeatureOverride`; kept as sent. */
            feature_override?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description An item price: `amount` or `tiers`, not both (400 `invalid_request`).
         *     `interval_count` and `billing_units` default 1.
         */
        "Tandem.Revenue.PlanItemPriceInput": {
            amount?: components["schemas"]["Tandem.Revenue.PriceAmount"];
            additional_currencies?: components["schemas"]["Tandem.Revenue.CurrencyAmountInput"][];
            tiers?: components["schemas"]["Tandem.Revenue.PriceTierInput"][];
            tier_behavior?: components["schemas"]["Tandem.Revenue.TierBehavior"];
            interval: components["schemas"]["Tandem.Revenue.BillingInterval"];
            /**
             * Format: int32
             * @default 1
             */
            interval_count?: number;
            /**
             * Format: double
             * @default 1
             */
            billing_units?: number;
            billing_method: components["schemas"]["Tandem.Revenue.BillingMethod"];
            /** Format: double */
            max_purchase?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A reset interval; `interval_count` default 1. */
        "Tandem.Revenue.PlanItemResetInput": {
            interval: components["schemas"]["Tandem.Revenue.ResetInterval"];
            /**
             * Format: int32
             * @default 1
             */
            interval_count?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A base price. `interval_count` default 1. */
        "Tandem.Revenue.PlanPriceInput": {
            amount: components["schemas"]["Tandem.Revenue.PriceAmount"];
            interval: components["schemas"]["Tandem.Revenue.BillingInterval"];
            /**
             * Format: int32
             * @default 1
             */
            interval_count?: number;
            additional_currencies?: components["schemas"]["Tandem.Revenue.CurrencyAmountInput"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Where a plan is mirrored in payment processors. */
        "Tandem.Revenue.PlanProcessors": {
            stripe?: {
                product_id: string;
                additional_product_ids?: string[];
            } | null;
            revenuecat?: {
                products: {
                    product_id: string;
                    feature_quantities?: {
                        [key: string]: unknown;
                    }[];
                }[];
            } | null;
        };
        /** @description Autumn's migration request of plans.update. */
        "Tandem.Revenue.PlanUpdateMigration": {
            /** @description true: Tandem moves nobody (Autumn's draft migrations are not kept); false: move customers as plans.migrate does (each subscription moved: `customer.plan.migrated`). */
            draft: boolean;
            /** @description Also move customers whose plan was customized (attach's or billing.update's `customize`); moved, they leave the customization behind. Default false. */
            include_custom?: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The answer of billing.preview_attach and checkout: exactly what attach
         *     would charge now (`total`, to the minor unit) and next cycle.
         *     `redirect_to_checkout`: attach would answer a `payment_url` (no card on
         *     file, or `redirect_mode: always`). `checkout_type`: who hosts that
         *     payment: `stripe_checkout` (Stripe Checkout), `autumn_checkout` (Tandem's
         *     own hosted checkout, the sandbox's: Autumn's name for a checkout its
         *     server hosts), or null when attach needs none.
         */
        "Tandem.Revenue.PreviewAttachResponse": {
            customer_id: string;
            line_items: components["schemas"]["Tandem.Revenue.InvoicePreviewLineItem"][];
            /** Format: double */
            subtotal: number;
            /** Format: double */
            total: number;
            currency: string;
            /** @description Whether the change resets the customer's usage. */
            resets_usage?: boolean;
            next_cycle?: components["schemas"]["Tandem.Revenue.NextCycle"];
            expand?: string[];
            incoming: components["schemas"]["Tandem.Revenue.PlanChange"][];
            outgoing: components["schemas"]["Tandem.Revenue.PlanChange"][];
            tax?: components["schemas"]["Tandem.Revenue.PreviewTax"];
            invoice_credits?: components["schemas"]["Tandem.Revenue.InvoiceCredits"];
            redirect_to_checkout: boolean;
            /** @description `stripe_checkout`, `autumn_checkout` (Tandem-hosted), or null. */
            checkout_type: string | null;
        };
        /** @description Tax on a previewed charge. */
        "Tandem.Revenue.PreviewTax": {
            /** Format: double */
            total: number;
            /** Format: double */
            amount_inclusive: number;
            /** Format: double */
            amount_exclusive: number;
            currency: string;
            /** @enum {string} */
            status: "complete" | "incomplete";
        };
        /**
         * Format: double
         * @description A price in major units of the account currency (`usd`): 0 … 999,999.99, the most
         *     one invoice may charge (else 400 `invalid_amount`). Every invoice line and every
         *     invoice total, subtotal and credit, in any currency, is at most 99,999,999 minor
         *     units either way (999,999.99 USD, ¥99,999,999): the largest charge Stripe accepts
         *     (the sandbox mirrors it), far under Number.MAX_SAFE_INTEGER, so stored amounts stay
         *     exact integers. A request whose charges would pass it (a price × a quantity, a
         *     whole period of a plan, the charge now, the next cycle) is refused with 400
         *     `invalid_amount` before anything is written; the billing cycle caps a renewal's
         *     lines at it (a line cut so says "capped" in its description).
         */
        "Tandem.Revenue.PriceAmount": number;
        /** @description Ready-made text for a pricing page. */
        "Tandem.Revenue.PriceDisplay": {
            primary_text: string;
            secondary_text?: string;
        };
        /** @description One price tier: units up to `to` (a number, or `"inf"` for the last tier). Amounts are per `billing_units`. */
        "Tandem.Revenue.PriceTier": {
            to: number | "inf";
            /** Format: double */
            amount: number;
            /**
             * Format: double
             * @description A fixed charge for reaching the tier.
             */
            flat_amount?: number;
            additional_currencies?: {
                [key: string]: unknown;
            }[];
        };
        /** @description A price tier; `to` must increase from tier to tier and the last one is `"inf"`. */
        "Tandem.Revenue.PriceTierInput": {
            to: components["schemas"]["Tandem.Revenue.Quantity"] | "inf";
            amount?: components["schemas"]["Tandem.Revenue.PriceAmount"];
            flat_amount?: components["schemas"]["Tandem.Revenue.PriceAmount"];
            additional_currencies?: {
                [key: string]: unknown;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** @description A promotion or referral code: 1–64 letters, digits, `_` and `-`; matched case-insensitively; unique per mode. */
        "Tandem.Revenue.PromoCodeText": string;
        /** @description What happens to the bill when a prepaid quantity changes mid-period. */
        "Tandem.Revenue.ProrationInput": {
            /** @enum {string} */
            on_increase: "bill_immediately" | "prorate_immediately" | "prorate_next_cycle" | "bill_next_cycle";
            /** @enum {string} */
            on_decrease: "prorate" | "prorate_immediately" | "prorate_next_cycle" | "none" | "no_prorations";
        } & {
            [key: string]: unknown;
        };
        /** @description Markup of every model of one provider, in percent. */
        "Tandem.Revenue.ProviderMarkup": {
            markup: components["schemas"]["Tandem.Revenue.Amount"];
        };
        /** @description A one-off plan the customer bought. */
        "Tandem.Revenue.Purchase": {
            /** @description With `expand: ["purchases.plan"]`. */
            plan?: components["schemas"]["Tandem.Revenue.Plan"];
            plan_id: string;
            /**
             * Format: int64
             * @description Null for lifetime access.
             */
            expires_at: number | null;
            started_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            /** Format: double */
            quantity: number;
            scope?: components["schemas"]["Tandem.Revenue.AttachScope"];
        };
        /**
         * Format: double
         * @description An `Amount` that cannot be negative: 0 … 1,000,000,000 (else 400 `invalid_amount`).
         */
        "Tandem.Revenue.Quantity": number;
        /** @description A referral program: customers share codes; redeeming one gives the program's reward. */
        "Tandem.Revenue.ReferralProgram": {
            id: string;
            reward_id: string;
            redeem_on: components["schemas"]["Tandem.Revenue.ReferralRedeemOn"];
            received_by: components["schemas"]["Tandem.Revenue.ReferralReceivedBy"];
            /**
             * Format: int32
             * @description Redemptions allowed per code; null: unlimited.
             */
            max_redemptions?: number | null;
            /** @description For `checkout`: the plans whose first paid attach gives the reward. */
            plan_ids?: string[] | null;
            /** @description For `checkout`: an attach that starts a free trial does not count. */
            exclude_trial?: boolean | null;
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
        };
        /**
         * @description Who gets the reward: the code's owner only (`referrer`) or both (`all`).
         *     Giving a coupon makes the receiver hold it (as rewards.redeem does; a
         *     referrer rewarded for several referrals holds it once per referral); giving
         *     a feature grant adds its balances. A receiver who already redeemed the same
         *     reward by a promo code still gets it.
         * @enum {string}
         */
        "Tandem.Revenue.ReferralReceivedBy": "referrer" | "all";
        /**
         * @description When a referral's reward is given: `customer_creation` when the code is
         *     redeemed; `checkout` when the redeemer first attaches one of the
         *     program's `plan_ids` with a payment (not a free trial when
         *     `exclude_trial`). A `checkout` redemption is stored at once and stays
         *     pending (`reward_applied: false`) until that first payment (the paid
         *     change is applied: a checkout completed, a card on file charged, an
         *     invoice marked paid).
         * @enum {string}
         */
        "Tandem.Revenue.ReferralRedeemOn": "customer_creation" | "checkout";
        /** @description Why the customer must act before the change completes. */
        "Tandem.Revenue.RequiredAction": {
            /** @enum {string} */
            code: "3ds_required" | "payment_method_required" | "payment_failed" | "payment_processing";
            reason: string;
        };
        /**
         * @description How often an included balance resets. `one_off` never resets.
         * @enum {string}
         */
        "Tandem.Revenue.ResetInterval": "one_off" | "minute" | "hour" | "day" | "week" | "month" | "quarter" | "semi_annual" | "year";
        /** @description A reward: exactly one of the two members is present. */
        "Tandem.Revenue.Reward": {
            coupon?: components["schemas"]["Tandem.Revenue.Coupon"];
            feature_grant?: components["schemas"]["Tandem.Revenue.FeatureGrant"];
        };
        /** @description A reward's or program's caller-chosen id: 1–255 letters, digits, `_` and `-`; unique per mode. */
        "Tandem.Revenue.RewardId": string;
        /** @description Unused balance carried into the next period: at most `max` units or `max_percentage` % of the grant. */
        "Tandem.Revenue.Rollover": {
            /** Format: double */
            max: number | null;
            /** Format: double */
            max_percentage?: number | null;
            /** @enum {string} */
            expiry_duration_type: "month" | "forever";
            /** Format: int32 */
            expiry_duration_length?: number;
        };
        /**
         * @description Rollover of unused units at each reset: at most `max` units and
         *     `max_percentage` of the grant. With `expiry_duration_type: month` the
         *     rolled-over units expire `expiry_duration_length` months after the reset
         *     that made them (the period boundary, not the first use after it). Rolled-over
         *     units are spent before the fresh grant (decided, following Autumn).
         */
        "Tandem.Revenue.RolloverInput": {
            max?: components["schemas"]["Tandem.Revenue.Quantity"];
            /** Format: double */
            max_percentage?: number;
            /** @enum {string} */
            expiry_duration_type: "month" | "forever";
            /** Format: int32 */
            expiry_duration_length?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A recurring plan the customer (or entity) is on. */
        "Tandem.Revenue.Subscription": {
            /** @description The subscription id given at attach time, else Tandem's id. */
            id: string;
            /** @description With `expand: ["subscriptions.plan"]`: the plan at the version the customer is on. */
            plan?: components["schemas"]["Tandem.Revenue.Plan"];
            plan_id: string;
            auto_enable: boolean;
            add_on: boolean;
            status: components["schemas"]["Tandem.Revenue.SubscriptionStatus"];
            past_due: boolean;
            /** Format: int64 */
            canceled_at: number | null;
            /** Format: int64 */
            expires_at: number | null;
            /** Format: int64 */
            trial_ends_at: number | null;
            started_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            /** Format: int64 */
            current_period_start: number | null;
            /** Format: int64 */
            current_period_end: number | null;
            /** Format: double */
            quantity: number;
            scope?: components["schemas"]["Tandem.Revenue.AttachScope"];
        };
        /**
         * @description `scheduled`: starts at `started_at`, the end of the current plan's period
         *     (a downgrade, `plan_schedule: end_of_cycle`, or the group's default plan
         *     after a cancel at the end of the cycle); it has no balances until then.
         *     A subscription ending at a boundary stays `active` with `canceled_at` and
         *     `expires_at` set.
         * @enum {string}
         */
        "Tandem.Revenue.SubscriptionStatus": "active" | "scheduled";
        /**
         * @description `graduated`: each tier prices the units inside it; `volume`: the tier reached prices every unit.
         * @enum {string}
         */
        "Tandem.Revenue.TierBehavior": "graduated" | "volume";
        /** @description A free trial the customer (or its fingerprint) has used; a trial is granted once per plan. */
        "Tandem.Revenue.TrialUsed": {
            plan_id: string;
            customer_id: string;
            fingerprint?: string | null;
        };
        /**
         * Format: int64
         * @description Unix time in milliseconds, as Autumn sends times.
         */
        "Tandem.Revenue.UnixMs": number;
        /**
         * @description Changes a plan; absent fields keep their value.
         *
         *     Versioning: `name`, `description`, `metadata` and `archived` change every
         *     version in place. Any other change to a version that at least one customer is
         *     on creates a new version (the latest number plus one) built from it, and the
         *     customers stay on the version they had (move them with plans.migrate or
         *     `migration`). A version no customer is on is changed in place.
         *     `force_version: true` creates a version even without customers;
         *     `disable_version: true` changes the version in place, customers included;
         *     `all_versions: true` applies the change to every version in place. These
         *     three exclude each other (400 `invalid_request`).
         *
         *     Answer: the plan at the resulting version. `archived` is always sent by
         *     autumn-js (default false), so an update through autumn-js restores an
         *     archived plan unless it sends `archived: true`. `new_plan_id` renames the
         *     plan only while no customer has ever been on it (400 `invalid_request`).
         *     `create_in_stripe` as in plans.create.
         */
        "Tandem.Revenue.UpdatePlanParams": {
            plan_id: string;
            /**
             * Format: int32
             * @description The version to change; default the latest (404 `plan_not_found` if unknown).
             */
            version?: number;
            group?: string;
            name?: string;
            description?: string | null;
            add_on?: boolean;
            auto_enable?: boolean;
            /** @description null removes the base price (inline copy of `PlanPriceInput` so that null validates). */
            price?: ({
                amount: components["schemas"]["Tandem.Revenue.PriceAmount"];
                interval: components["schemas"]["Tandem.Revenue.BillingInterval"];
                /**
                 * Format: int32
                 * @default 1
                 */
                interval_count?: number;
                additional_currencies?: components["schemas"]["Tandem.Revenue.CurrencyAmountInput"][];
            } & {
                [key: string]: unknown;
            }) | null;
            /** @description Replaces every item. */
            items?: components["schemas"]["Tandem.Revenue.PlanItemInput"][];
            licenses?: components["schemas"]["Tandem.Revenue.LicenseInput"][];
            /** @description null removes the free trial (inline copy of `FreeTrialInput` so that null validates). */
            free_trial?: ({
                /** Format: int32 */
                duration_length: number;
                /**
                 * @default month
                 * @enum {string}
                 */
                duration_type?: "day" | "month" | "year";
                /** @default true */
                card_required?: boolean;
                /**
                 * @default bill
                 * @enum {string}
                 */
                on_end?: "bill" | "revert";
            } & {
                [key: string]: unknown;
            }) | null;
            config?: components["schemas"]["Tandem.Revenue.PlanConfigInput"];
            billing_controls?: components["schemas"]["Tandem.Revenue.BillingControls"];
            metadata?: {
                [key: string]: unknown;
            };
            /** @default true */
            create_in_stripe?: boolean;
            archived?: boolean;
            /** @description Links the plan as a variant of this base plan; null detaches it. */
            base_plan_id?: string | null;
            new_plan_id?: string;
            disable_version?: boolean;
            all_versions?: boolean;
            force_version?: boolean;
            migration?: components["schemas"]["Tandem.Revenue.PlanUpdateMigration"];
            /** @description Variant plan ids to apply the same change to; default none. */
            update_variant_ids?: string[];
            update_license_parents?: components["schemas"]["Tandem.Revenue.LicenseParentRef"][];
            /** @description Autumn's additive variant updates, kept as sent. */
            variants?: {
                [key: string]: unknown;
            }[];
            /** @description Whether this is the account's default plan; cannot be true on a variant. */
            is_default?: boolean;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Changes a webhook; absent fields keep their value, `description: null`
         *     clears it; at least one field besides `id` (else 400 `invalid_request`).
         *     `disabled: true` stops its pending deliveries (they become `failed`).
         */
        "Tandem.Revenue.UpdateWebhookParams": {
            id: components["schemas"]["Tandem.Revenue.WebhookId"];
            url?: components["schemas"]["Tandem.Revenue.WebhookUrl"];
            events?: components["schemas"]["Tandem.Revenue.WebhookEventSelectors"];
            description?: string | null;
            disabled?: boolean;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A usage alert (Autumn's shape): an event `balance.usage_alert` when a
         *     balance crosses `threshold`, at most once per alert and period.
         *
         *     **What is watched.** The balance of `feature_id` (for a metered feature
         *     drawn from a credit system, the credit system's balance: name the credit
         *     system); without `feature_id`, every metered and credit balance, each on
         *     its own. A customer's alerts watch the customer's balance (its
         *     customer-level breakdowns, which entities draw from when pooled); an
         *     entity's alerts watch the entity's balance (its own breakdowns and the
         *     customer's it draws from). Both fire independently: an entity's alert does
         *     not silence the customer's.
         *
         *     **The numbers of `basis`.** Each basis gives a total, a usage and a
         *     remaining (usage counts held lock amounts):
         *     - `balance`: every live breakdown of the feature: total = included +
         *     prepaid + rolled over, remaining = what `balances` answers;
         *     - `included`: as `balance` but the total leaves out prepaid purchases
         *     (included grants and rollovers only); remaining = that total − usage;
         *     - `recurring`: only the breakdowns that reset (one-off grants and
         *     purchases left out), their total, usage and remaining;
         *     - `usage_limit`: the feature's enabled usage limit: total = the limit,
         *     usage = what was used in its current window, remaining = limit − usage.
         *     Without an enabled usage limit the alert never fires.
         *
         *     **Crossing.** After a usage event that used some of the balance (track,
         *     batch_track, track_tokens, check with `send_event`, a lock confirmed by
         *     finalize), the alert fires when, for the first time in the period:
         *     - `usage`: usage ≥ `threshold` (units);
         *     - `usage_percentage`: usage ≥ `threshold` % of the total (a total of 0 or
         *     an unlimited balance never fires);
         *     - `remaining`: remaining ≤ `threshold` (units; unlimited never fires);
         *     - `remaining_percentage`: remaining ≤ `threshold` % of the total (a total
         *     of 0 or unlimited never fires).
         *     An alert added (or changed) while the balance is already past its
         *     threshold fires at the next such usage event. Tandem does not evaluate
         *     alerts on other changes (grants, balances.update, seats).
         *
         *     **Period.** The feature's reset period: from the last reset of its
         *     breakdowns that reset (the earliest-resetting one when several do) to the
         *     next; a balance that never resets has one period, its lifetime. With
         *     `basis: usage_limit`, the usage limit's window. After a reset the alert can
         *     fire again. Which alerts fired in which period is stored (keyed by
         *     customer, entity, the alert's fields and the period's start), so a restart
         *     or parallel tracks never fire one twice. An alert whose `feature_id`,
         *     `threshold`, `threshold_type`, `basis` or `filter` changes is a new alert.
         *
         *     `enabled: false` never fires. `filter` and `name` are kept; `name` is
         *     sent with the event; `filter` does not narrow the usage counted (yet).
         */
        "Tandem.Revenue.UsageAlert": {
            feature_id?: string;
            enabled: boolean;
            /** @description Units for `usage` and `remaining`; a percentage (may pass 100) for the `_percentage` types. */
            threshold: components["schemas"]["Tandem.Revenue.Quantity"];
            /** @enum {string} */
            threshold_type: "usage" | "usage_percentage" | "remaining" | "remaining_percentage";
            /**
             * @description What 100 % means; absent: `balance` (Autumn's default, which autumn-js fills in too). An alert without it is answered as sent, without it.
             * @enum {string}
             */
            basis?: "balance" | "included" | "recurring" | "usage_limit";
            filter?: components["schemas"]["Tandem.Revenue.ControlFilter"];
            name?: string;
            source?: components["schemas"]["Tandem.Revenue.ControlSource"];
        } & {
            [key: string]: unknown;
        };
        /** @description A recorded usage event. */
        "Tandem.Revenue.UsageEvent": {
            /** @description `evt_…` */
            id: string;
            /** @description When the usage happened (the track's `timestamp`), Unix ms. */
            timestamp: components["schemas"]["Tandem.Revenue.UnixMs"];
            feature_id: string;
            customer_id: string;
            /** @description Tandem addition: present when the event was tracked for an entity. */
            entity_id?: string;
            /**
             * Format: double
             * @description The value tracked (credits for track_tokens; negative for a give-back).
             */
            value: number;
            properties: {
                [key: string]: unknown;
            };
            /** @description What the event took from which breakdown; null when it took nothing (an unlimited balance). */
            deductions: components["schemas"]["Tandem.Revenue.BalanceDeduction"][] | null;
        };
        /** @description Usage that will be billed in arrears (amount unknown yet). */
        "Tandem.Revenue.UsageLineItem": {
            display_name: string;
            plan_id: string;
            feature_id: string | null;
            /** @description The period whose usage is billed: the new subscription's current period (its start to its end, which is `next_cycle.starts_at`), as the renewal invoice's usage line labels it. */
            period?: {
                start: components["schemas"]["Tandem.Revenue.UnixMs"];
                end: components["schemas"]["Tandem.Revenue.UnixMs"];
            };
        };
        /** @description A URL that receives the mode's billing events (see the section's notes). */
        "Tandem.Revenue.Webhook": {
            id: string;
            url: string;
            /** @description The kinds it receives; `["*"]`: every kind. */
            events: components["schemas"]["Tandem.Revenue.WebhookEventSelector"][];
            description: string | null;
            /**
             * @description A disabled webhook receives nothing: no new deliveries, its pending ones
             *     stop (they become `failed`), and `webhooks.test` and `webhooks.resend`
             *     answer 409 `webhook_disabled`. Enabling it again sends only new events.
             */
            disabled: boolean;
            /**
             * @description Why it is disabled: `manual` (`webhooks.update` with `disabled: true`) or `failing` (every attempt failed for 5 days); null while enabled.
             * @enum {string|null}
             */
            disabled_reason: "manual" | "failing" | null;
            /**
             * Format: int64
             * @description When its current run of failed attempts began (Unix ms); null when its last attempt succeeded or none was made.
             */
            failing_since: number | null;
            /**
             * Format: int64
             * @description While set (Unix ms), deliveries carry a second signature made with the previous secret (a rotation's overlap).
             */
            previous_secret_expires_at: number | null;
            /** @description The mode it belongs to: `false` for test (its events are test-mode events), `true` for live. */
            livemode: boolean;
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            updated_at: components["schemas"]["Tandem.Revenue.UnixMs"];
        };
        /**
         * @description One HTTP attempt, as logged just before its request left (`in_flight`) and
         *     once its outcome was known (`completed`); one a crash cut short is
         *     `interrupted` (the receiver may have received it).
         */
        "Tandem.Revenue.WebhookAttempt": {
            /**
             * Format: int32
             * @description 1, 2, 3 … within the delivery.
             */
            number: number;
            /**
             * @description `scheduled` by the sender, `manual` for webhooks.resend and webhooks.test.
             * @enum {string}
             */
            trigger: "scheduled" | "manual";
            /** @enum {string} */
            state: "in_flight" | "completed" | "interrupted";
            /** @description When the request left, Unix ms. */
            at: components["schemas"]["Tandem.Revenue.UnixMs"];
            /**
             * Format: int32
             * @description Null when no response arrived (a timeout, a refused connection, a blocked address, in flight, interrupted).
             */
            status_code: number | null;
            /** @description The first 500 characters of the response body, cut at a character boundary (never inside an emoji). */
            response_excerpt: string | null;
            /**
             * Format: int32
             * @description Null unless `completed`.
             */
            duration_ms: number | null;
            /** @description Why it failed without a response, or what was wrong with the response (a redirect). */
            error: string | null;
        };
        /** @description One event for one webhook, with every attempt, oldest first. */
        "Tandem.Revenue.WebhookDelivery": {
            /** @description `whd_…` */
            id: string;
            webhook_id: string;
            /** @description `evt_…`: the `webhook-id` header of every attempt. */
            event_id: string;
            event_type: components["schemas"]["Tandem.Revenue.BillingEventType"] | "ping";
            status: components["schemas"]["Tandem.Revenue.WebhookDeliveryStatus"];
            /**
             * Format: int32
             * @description Attempts started, including one in flight or interrupted.
             */
            attempt_count: number;
            /**
             * Format: int64
             * @description When the next scheduled attempt is due (pending only), Unix ms.
             */
            next_attempt_at: number | null;
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            updated_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            attempts: components["schemas"]["Tandem.Revenue.WebhookAttempt"][];
        };
        /** @description A page of deliveries. */
        "Tandem.Revenue.WebhookDeliveryList": {
            list: components["schemas"]["Tandem.Revenue.WebhookDelivery"][];
            /** @description Pass as `start_cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description `pending` (waiting for its next attempt), `succeeded` (a 2xx within 10 s) or
         *     `failed` (six attempts failed, a manual resend failed, or its webhook was
         *     disabled while it was pending).
         * @enum {string}
         */
        "Tandem.Revenue.WebhookDeliveryStatus": "pending" | "succeeded" | "failed";
        /** @description An event kind to subscribe to, or `*` for every kind (kinds added later included). */
        "Tandem.Revenue.WebhookEventSelector": components["schemas"]["Tandem.Revenue.BillingEventType"] | "*";
        /** @description 1–20 kinds, each a `BillingEventType` or `*` (an unknown kind: 400 `invalid_request`). */
        "Tandem.Revenue.WebhookEventSelectors": components["schemas"]["Tandem.Revenue.WebhookEventSelector"][];
        /** @description A webhook's caller-chosen id (as Autumn's): 1–64 letters, digits, `_` and `-`; unique per mode, never changed. */
        "Tandem.Revenue.WebhookId": string;
        /** @description Every webhook of the mode, newest first (at most 20: no paging). */
        "Tandem.Revenue.WebhookList": {
            list: components["schemas"]["Tandem.Revenue.Webhook"][];
        };
        /** @description An `http(s)` URL of at most 2,048 characters, without credentials (else 400 `invalid_request` naming `url`). */
        "Tandem.Revenue.WebhookUrl": string;
        /** @description A webhook with its signing secret: only in the answers of webhooks.create and webhooks.rotate_secret. */
        "Tandem.Revenue.WebhookWithSecret": {
            id: string;
            url: string;
            /** @description The kinds it receives; `["*"]`: every kind. */
            events: components["schemas"]["Tandem.Revenue.WebhookEventSelector"][];
            description: string | null;
            /**
             * @description A disabled webhook receives nothing: no new deliveries, its pending ones
             *     stop (they become `failed`), and `webhooks.test` and `webhooks.resend`
             *     answer 409 `webhook_disabled`. Enabling it again sends only new events.
             */
            disabled: boolean;
            /**
             * @description Why it is disabled: `manual` (`webhooks.update` with `disabled: true`) or `failing` (every attempt failed for 5 days); null while enabled.
             * @enum {string|null}
             */
            disabled_reason: "manual" | "failing" | null;
            /**
             * Format: int64
             * @description When its current run of failed attempts began (Unix ms); null when its last attempt succeeded or none was made.
             */
            failing_since: number | null;
            /**
             * Format: int64
             * @description While set (Unix ms), deliveries carry a second signature made with the previous secret (a rotation's overlap).
             */
            previous_secret_expires_at: number | null;
            /** @description The mode it belongs to: `false` for test (its events are test-mode events), `true` for live. */
            livemode: boolean;
            created_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            updated_at: components["schemas"]["Tandem.Revenue.UnixMs"];
            /**
             * @description `whsec_` + 24 random bytes in standard base64: the Standard Webhooks key
             *     is those bytes (the `standardwebhooks` and `svix` packages take the
             *     string as is). Shown in this answer only; it cannot be read back.
             */
            secret: string;
        };
        /** @description An operator as the Team page lists it. */
        TeamMember: {
            id: string;
            email: string;
            name: string | null;
            role: components["schemas"]["Role"];
            /**
             * @description `invited`: no password yet (an invitation or sign-in link not used); `disabled`: cannot sign in.
             * @enum {string}
             */
            status: "active" | "invited" | "disabled";
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        TeamMemberEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["TeamMember"];
        };
        TeamMemberUpdate: {
            role?: components["schemas"]["Role"];
            name?: string | null;
            /** @description `true` disables (its sessions end at once; it cannot sign in), `false` enables. */
            disabled?: boolean;
        } & {
            [key: string]: unknown;
        };
        TeamPage: {
            /** @description Oldest first. */
            items: components["schemas"]["TeamMember"][];
            /** @description Pass as `after` for the next page; null on the last. */
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        TeamPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["TeamPage"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        TicketCommentEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.TicketComment"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        TicketCommentPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.TicketCommentPage"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        TicketEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.Ticket"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        TicketPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.TicketPage"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookDeliveryDetailEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.WebhookDeliveryDetail"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookDeliveryEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.WebhookDelivery"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookDeliveryListEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.WebhookDeliveryList"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookDeliveryPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.WebhookDeliveryPage"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookEndpointEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.WebhookEndpoint"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookEndpointPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.WebhookEndpointPage"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookEndpointWithSecretEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.WebhookEndpointWithSecret"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.Webhook"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookListEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.WebhookList"];
        };
        /** @description The time range of a console recover (desk and billing). */
        WebhookRecoverRange: {
            /**
             * Format: date-time
             * @description Default: 24 hours ago. At most 14 days ago.
             */
            since?: string;
            /**
             * Format: date-time
             * @description Exclusive; default: now (deliveries made now included). After `since`.
             */
            until?: string;
        } & {
            [key: string]: unknown;
        };
        WebhookRecovered: {
            /**
             * Format: int32
             * @description How many failed deliveries were queued again.
             */
            recovered: number;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookRecoveredEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WebhookRecovered"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookWithSecretEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Revenue.WebhookWithSecret"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WorkspaceProfileEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Tandem.Desk.WorkspaceProfile"];
        };
    };
    responses: never;
    parameters: {
        /** @description Return actions older than this cursor (`nextCursor` of the previous page). */
        "AuditQuery.before": components["schemas"]["Tandem.Common.Cursor"];
        /** @description Actions at or after this time. */
        "AuditQuery.from": string;
        "AuditQuery.limit": number;
        /** @description Only this operation (e.g. `keys.create`). */
        "AuditQuery.operation": string;
        /** @description Only this operator's actions (its id). */
        "AuditQuery.operatorId": string;
        /** @description Actions before this time. */
        "AuditQuery.to": string;
        ModeQuery: components["schemas"]["Tandem.Common.Mode"];
        /** @description Return items older than this cursor (`nextCursor` of the previous page). */
        "Tandem.Common.PageQuery.before": components["schemas"]["Tandem.Common.Cursor"];
        /** @description Page size. */
        "Tandem.Common.PageQuery.limit": number;
        "Tandem.Desk.AssigneeFilter.assigned": boolean;
        "Tandem.Desk.AssigneeFilter.assigneeId": string;
        "Tandem.Desk.SearchQuery": string;
        /** @description Return operators after this cursor (`nextCursor` of the previous page). */
        "TeamPageQuery.after": components["schemas"]["Tandem.Common.Cursor"];
        "TeamPageQuery.limit": number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "audit.list": {
        parameters: {
            query?: {
                /** @description Only this operator's actions (its id). */
                operatorId?: components["parameters"]["AuditQuery.operatorId"];
                /** @description Only this operation (e.g. `keys.create`). */
                operation?: components["parameters"]["AuditQuery.operation"];
                /** @description Actions at or after this time. */
                from?: components["parameters"]["AuditQuery.from"];
                /** @description Actions before this time. */
                to?: components["parameters"]["AuditQuery.to"];
                /** @description Return actions older than this cursor (`nextCursor` of the previous page). */
                before?: components["parameters"]["AuditQuery.before"];
                limit?: components["parameters"]["AuditQuery.limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "audit.operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditOperatorListEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "billingWebhooks.delivery": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingWebhookDeliveryDetailEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "billingWebhooks.resend": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "billingWebhooks.list": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookListEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "billingWebhooks.create": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Revenue.CreateWebhookParams"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecretEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "billingWebhooks.update": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Revenue.UpdateWebhookParams"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "billingWebhooks.deliveries": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                status?: components["schemas"]["Tandem.Revenue.WebhookDeliveryStatus"];
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryListEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "billingWebhooks.recover": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookRecoverRange"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRecoveredEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "billingWebhooks.rotateSecret": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecretEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "billingWebhooks.test": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "catalog.get": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "catalog.copyToLive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CopyToLiveRequest"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopyToLiveResultEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "conversations.list": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                status?: components["schemas"]["Tandem.Desk.ConversationStatusFilter"];
                assigneeId?: components["parameters"]["Tandem.Desk.AssigneeFilter.assigneeId"];
                assigned?: components["parameters"]["Tandem.Desk.AssigneeFilter.assigned"];
                q?: components["parameters"]["Tandem.Desk.SearchQuery"];
                /** @description Return items older than this cursor (`nextCursor` of the previous page). */
                before?: components["parameters"]["Tandem.Common.PageQuery.before"];
                /** @description Page size. */
                limit?: components["parameters"]["Tandem.Common.PageQuery.limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxConversationPageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "conversations.get": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "conversations.update": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Desk.ConversationUpdate"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "conversations.csat": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationCsatEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "messages.list": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                /** @description Return items older than this cursor (`nextCursor` of the previous page). */
                before?: components["parameters"]["Tandem.Common.PageQuery.before"];
                /** @description Page size. */
                limit?: components["parameters"]["Tandem.Common.PageQuery.limit"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagePageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "messages.create": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Desk.MessageCreate"];
            };
        };
        responses: {
            /**
             * @description 201 with the created record in the envelope. Where an operation takes a
             *     `clientId`, a retry with the same `clientId` answers 201 with the record
             *     first created (as Stripe does for idempotent replays).
             */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "conversations.markRead": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxConversationEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "csat.scores": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CsatScoresEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "customers.list": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                q?: string;
                plan?: string;
                /** @description A version of `plan` (1 or more). */
                version?: number;
                status?: components["schemas"]["Tandem.Revenue.SubscriptionStatus"];
                /** @description `true`: only customers with an overdue invoice (`open`, due before now, or before the customer's test clock's time). */
                overdue?: boolean;
                /** @description Customers a page: 1–100, default 50. */
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSearchPageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "customers.get": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDetailEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "customers.advanceTestClock": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvanceTestClockRequest"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvanceTestClockResultEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "customers.attach": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleAttachRequest"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingChangeResponseEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "customers.cancel": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleCancelRequest"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingChangeResponseEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "customers.grant": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleGrantRequest"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrantBalanceResponseEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "customers.previewAttach": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleAttachRequest"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewAttachResponseEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "customers.usage": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                feature: string;
                period?: components["schemas"]["HomePeriod"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerUsageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "feedback.list": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                kind?: components["schemas"]["Tandem.Desk.FeedbackKind"];
                status?: components["schemas"]["Tandem.Desk.FeedbackStatus"];
                q?: components["parameters"]["Tandem.Desk.SearchQuery"];
                /** @description Return items older than this cursor (`nextCursor` of the previous page). */
                before?: components["parameters"]["Tandem.Common.PageQuery.before"];
                /** @description Page size. */
                limit?: components["parameters"]["Tandem.Common.PageQuery.limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackPageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "feedback.get": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "feedback.update": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Desk.FeedbackUpdate"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "home.get": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                period?: components["schemas"]["HomePeriod"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeDashboardEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "inbox.assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssigneeListEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "inbox.changes": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                after?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxChangesEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "invoices.list": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                status?: components["schemas"]["Tandem.Revenue.InvoiceStatus"];
                customerId?: string;
                /** @description Created at or after this time, Unix ms (≥ 0). */
                createdFrom?: number;
                /** @description Created strictly before this time, Unix ms (> `createdFrom` when both are given, else 400 `invalid_request`). */
                createdBefore?: number;
                /**
                 * @description The invoice of this number: its digits (`42`) or as shown (`INV-0042`: what precedes the digits is
                 *     ignored); read by the space's unique number. No digits: 400 `invalid_request`.
                 */
                number?: string;
                cursor?: string;
                /** @description Invoices a page: 1–100, default 50. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleInvoicePageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "invoices.get": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleInvoiceDetailEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "invoices.markPaid": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleInvoiceDetailEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "invoices.refund": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header: {
                "idempotency-key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleRefundRequest"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleInvoiceDetailEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "invoices.void": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleInvoiceDetailEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "keys.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "keys.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /**
             * @description 201 with the created record in the envelope. Where an operation takes a
             *     `clientId`, a retry with the same `clientId` answers 201 with the record
             *     first created (as Stripe does for idempotent replays).
             */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "keys.revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "plans.create": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Revenue.CreatePlanParams"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "plans.update": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Revenue.UpdatePlanParams"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "plans.versions": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsolePlanVersionsEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "referralPrograms.create": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Revenue.CreateReferralProgramParams"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralProgramEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "referralPrograms.deactivate": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResultEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "referralPrograms.referrals": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                cursor?: string;
                /** @description Rows a page: 1–100, default 50. */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleReferralPageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "rewards.list": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleRewardsEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "rewards.create": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Revenue.CreateRewardParams"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "rewards.codeRedemptions": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                cursor?: string;
                /** @description Redemptions a page: 1–100, default 50. */
                limit?: number;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleCodeRedemptionPageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "rewards.deactivate": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResultEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "session.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "session.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "session.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOutEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "session.link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkSignInRequest"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "settings.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceProfileEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "settings.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Desk.WorkspaceUpdate"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceProfileEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "settings.setLogo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Desk.WorkspaceLogoUpload"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceProfileEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "settings.deleteLogo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceProfileEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "team.list": {
        parameters: {
            query?: {
                /** @description Return operators after this cursor (`nextCursor` of the previous page). */
                after?: components["parameters"]["TeamPageQuery.after"];
                limit?: components["parameters"]["TeamPageQuery.limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamPageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "team.invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Invite"];
            };
        };
        responses: {
            /**
             * @description 201 with the created record in the envelope. Where an operation takes a
             *     `clientId`, a retry with the same `clientId` answers 201 with the record
             *     first created (as Stripe does for idempotent replays).
             */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkSentEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "team.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "team.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamMemberUpdate"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "team.resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkSentEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "team.sessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorSessionListEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "team.revokeSessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "team.revokeSession": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "tickets.list": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                status?: components["schemas"]["Tandem.Desk.TicketStatusFilter"];
                type?: components["schemas"]["Tandem.Desk.TicketType"];
                priority?: components["schemas"]["Tandem.Desk.Priority"];
                assigneeId?: components["parameters"]["Tandem.Desk.AssigneeFilter.assigneeId"];
                assigned?: components["parameters"]["Tandem.Desk.AssigneeFilter.assigned"];
                q?: components["parameters"]["Tandem.Desk.SearchQuery"];
                /** @description Return items older than this cursor (`nextCursor` of the previous page). */
                before?: components["parameters"]["Tandem.Common.PageQuery.before"];
                /** @description Page size. */
                limit?: components["parameters"]["Tandem.Common.PageQuery.limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketPageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "tickets.get": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "tickets.update": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Desk.TicketUpdate"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "tickets.comments": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                /** @description Return items older than this cursor (`nextCursor` of the previous page). */
                before?: components["parameters"]["Tandem.Common.PageQuery.before"];
                /** @description Page size. */
                limit?: components["parameters"]["Tandem.Common.PageQuery.limit"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketCommentPageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "tickets.comment": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Desk.TicketCommentCreate"];
            };
        };
        responses: {
            /**
             * @description 201 with the created record in the envelope. Where an operation takes a
             *     `clientId`, a retry with the same `clientId` answers 201 with the record
             *     first created (as Stripe does for idempotent replays).
             */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketCommentEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "webhookDeliveries.get": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetailEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "webhookDeliveries.resend": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetailEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "webhookEndpoints.list": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                /** @description Return items older than this cursor (`nextCursor` of the previous page). */
                before?: components["parameters"]["Tandem.Common.PageQuery.before"];
                /** @description Page size. */
                limit?: components["parameters"]["Tandem.Common.PageQuery.limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointPageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "webhookEndpoints.create": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Desk.WebhookEndpointCreate"];
            };
        };
        responses: {
            /**
             * @description 201 with the created record in the envelope. Where an operation takes a
             *     `clientId`, a retry with the same `clientId` answers 201 with the record
             *     first created (as Stripe does for idempotent replays).
             */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "webhookEndpoints.update": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Tandem.Desk.WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "webhookEndpoints.deliveries": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
                status?: components["schemas"]["Tandem.Desk.WebhookDeliveryStatus"];
                event_type?: components["schemas"]["Tandem.Desk.DeskEventType"] | "ping";
                /** @description Return items older than this cursor (`nextCursor` of the previous page). */
                before?: components["parameters"]["Tandem.Common.PageQuery.before"];
                /** @description Page size. */
                limit?: components["parameters"]["Tandem.Common.PageQuery.limit"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPageEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "webhookEndpoints.recover": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookRecoverRange"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRecoveredEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "webhookEndpoints.rotateSecret": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
    "webhookEndpoints.test": {
        parameters: {
            query: {
                mode: components["parameters"]["ModeQuery"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetailEnvelope"];
                };
            };
            /** @description `invalid_request` (a field fails validation; the message names it) or `invalid_json` (the body is not JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `invalid_api_key`: the bearer key is missing, unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `secret_key_required`: a public (`pk_…`) key was used on the server API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `<resource>_not_found`: no such record in this key's mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description The request conflicts with the record's state (the code says how). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `payload_too_large`: the body is over the size limit (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `rate_limited`: over the per-key request rate. Requests are counted per key
             *     in fixed windows aligned to the clock (a minute for the Support Desk API, a
             *     second for the Usage & Billing API). The rate-limit headers come with this
             *     answer only: successful answers carry none, because on the metering hot
             *     path they cost about 15 % of the throughput. Other 429 codes (the widget's
             *     `too_many_new_visitors`, the console's `sign_in_backoff`) carry
             *     `Retry-After` and `data.retryAfterSeconds` only.
             */
            429: {
                headers: {
                    /** @description Seconds until the window ends (at least 1). */
                    "Retry-After": number;
                    /** @description Requests allowed per window. */
                    "X-RateLimit-Limit": number;
                    /** @description Always 0 on this answer. */
                    "X-RateLimit-Remaining": number;
                    /** @description Seconds until the window ends, as Retry-After. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same `Idempotency-Key` is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"];
                };
            };
        };
    };
}
