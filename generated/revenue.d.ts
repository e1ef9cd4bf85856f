/** Generated from spec/ by `npm run generate`. Do not edit. */

export interface paths {
    "/analytics.advisor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["analytics.advisor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics.margins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["analytics.margins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics.overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["analytics.overview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Short name of billing.attach: the same body and answer. */
        post: operations["attach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balances.batch_track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description All items or none, in order, in one transaction: the first failing item's
         *     error is the answer, with `data.index` (0-based). An item for a feature the
         *     customer has no balance of is recorded, as balances.track records it.
         *     Success is 202 `{ success: true, … }` (decided, where Autumn's server
         *     answers 200/204): autumn-js 1.3.13 validates only a 202 here, and Autumn's
         *     own route queues the items, so 202 Accepted is the status its client reads.
         *     `tracked` and `replayed` are Tandem additions (autumn-js ignores them).
         */
        post: operations["balances.batch_track"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balances.check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Rate bucket `usage` (2,000 requests/second/key), shared by check, track and
         *     the other usage calls: balances.check, balances.track, balances.batch_track,
         *     balances.track_tokens and balances.finalize (a batch counts as one request).
         */
        post: operations["balances.check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balances.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["balances.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balances.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["balances.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balances.finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["balances.finalize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balances.grant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["balances.grant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balances.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["balances.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balances.track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["balances.track"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balances.track_tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["balances.track_tokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balances.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["balances.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing.attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["billing.attach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["billing.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing.open_customer_portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Not a billing change (the portal makes its changes at the provider); a write, since it opens a session. */
        post: operations["billing.open_customer_portal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing.preview_attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description What billing.attach would do, changing nothing (prices come from the plan: no payment provider needed). */
        post: operations["billing.preview_attach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing.preview_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description What billing.update would do, changing nothing. */
        post: operations["billing.preview_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing.setup_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["billing.setup_payment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["billing.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Short name of billing.cancel: the same body and answer. */
        post: operations["cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Short name of balances.check: the same body and answer. */
        post: operations["check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Short name of billing.preview_attach: the same body and answer. */
        post: operations["checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/costs.batch_track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["costs.batch_track"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/costs.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["costs.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/costs.rates.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["costs.rates.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/costs.track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["costs.track"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers.advance_test_clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description A test clock (Tandem's own, not Stripe's): moves ONE customer's clock forward to `frozen_time`
         *     and runs, in order and each at its own time, everything due in between — balance resets and
         *     rollover expiries, renewals (one invoice per period: the next period's fixed price in advance
         *     and the ended period's usage beyond what was included in arrears), their charges to the
         *     default payment method, dunning retries (1, 3 and 5 days after a failed renewal; after the
         *     last failure the plan ends and the group's default plan comes back), trial ends, scheduled
         *     changes (`status: scheduled` rows start at their `started_at`, subscriptions end at their
         *     `expires_at`) and lock expiries. The answer comes once all of it has run.
         *
         *     What the billing cycle decides (the real-time job the same):
         *     - Usage-based prices are billed in arrears at each period end, plans with no fixed price
         *     included (a free base with an overage price, pure pay-as-you-go); attaching such a plan
         *     saves a card first (a 0.00 checkout without one on file). A period with nothing to bill
         *     creates no invoice (Stripe makes and pays a 0.00 one; Tandem records the renewal only); an
         *     invoice whose lines round to 0.00 is marked paid without a charge.
         *     - A plan that ends (cancelled at the end of its cycle, `ends_at`, a downgrade's boundary) gets
         *     a last invoice for the usage of its last period not billed yet, charged as a renewal.
         *     A period that runs past the plan's `expires_at` is charged pro rata up to it.
         *     - A renewal whose card needs the customer's authentication (3-D Secure: the bank asks for it
         *     off-session, e.g. the sandbox's 4000 0027 6000 3184) is not a decline: the subscription is
         *     `past_due` and its invoice stays `open` with the failure code `authentication_required`; its
         *     hosted page (`hosted_invoice_url`) says so and "Pay invoice" runs a checkout that asks for the
         *     authentication, which pays it and clears `past_due`. Meanwhile the dunning schedule runs as for
         *     a decline (retries may go through; after the last one the plan ends). A card authenticated
         *     once on-session that renews off-session without asking (4000 0025 0000 3155, as at Stripe)
         *     renews normally.
         *     - The job takes each customer's billing lock while it renews and charges that customer, as
         *     billing changes do: an API change meanwhile answers 429 `billing_busy`, and a customer
         *     whose lock an API change holds is left for the next run (every minute), never skipped for
         *     good.
         *
         *     From then on everything time-dependent for that customer reads its clock (balances, locks,
         *     billing, invoices): the clock stays frozen at `frozen_time` until the next advance, and the
         *     real-time billing cycle leaves the customer alone. Other customers are not affected.
         *
         *     Bounded work: one advance covers at most five years and 1,000 billing periods (see
         *     `frozen_time`). Measured on a 2-core host, a renewal with its sandbox charge costs about 5 ms:
         *     five years of a weekly plan (262 renewals) answer in about 1.3 s, so the bound keeps one advance
         *     near 5 s at worst. The catch-up works in slices of a few milliseconds and yields between them, so
         *     other requests (and `/health`, at worst about 60 ms in that run) keep being answered meanwhile.
         *
         *     Test mode only: a live key answers 403 `test_mode_only`. One change of a customer at a time
         *     (429 `billing_busy` while another runs).
         */
        post: operations["customers.advance_test_clock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customers.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 404 `customer_not_found` for an unknown id. */
        post: operations["customers.get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers.get_or_create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customers.get_or_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customers.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["customers.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entities.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["entities.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entities.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["entities.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entities.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["entities.get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entities.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["entities.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entities.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["entities.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events.aggregate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["events.aggregate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["events.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/features.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["features.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/features.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Deletes a feature that no plan item, balance or event refers to; otherwise
         *     400 `invalid_request` (archive it with features.update instead).
         */
        post: operations["features.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/features.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Callable with a publishable key (`rv_pk_…`), so a pricing page can read the
         *     catalog. 404 `feature_not_found` for an unknown id.
         */
        post: operations["features.get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/features.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Every feature of the mode. Callable with a publishable key. */
        post: operations["features.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/features.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["features.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["invoices.get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["invoices.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices.mark_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Marks an open or uncollectible invoice paid outside the provider (a bank
         *     transfer) and applies the plan change it holds. An invoice whose change is
         *     already in place or was superseded by another change is voided instead
         *     (answered with `status: void`): paying it would buy nothing.
         */
        post: operations["invoices.mark_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices.void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["invoices.void"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment_methods.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["payment_methods.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment_methods.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["payment_methods.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["plans.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["plans.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 404 `plan_not_found` for an unknown plan or version. Callable with a publishable key. */
        post: operations["plans.get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Every plan of the mode. Callable with a publishable key. */
        post: operations["plans.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans.migrate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["plans.migrate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["plans.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans.versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description 404 `plan_not_found` for an unknown plan. */
        post: operations["plans.versions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referral_programs.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description autumn-js's name of referrals.create_program: the same body and answer. */
        post: operations["referral_programs.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referral_programs.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description autumn-js's name of referrals.delete_program: the same body and answer. */
        post: operations["referral_programs.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referral_programs.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description autumn-js's name of referrals.get_program: the same body and answer. */
        post: operations["referral_programs.get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referral_programs.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description autumn-js's name of referrals.list_programs: the same body and answer. */
        post: operations["referral_programs.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referral_programs.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description autumn-js's name of referrals.update_program: the same body and answer. */
        post: operations["referral_programs.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals.create_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["referrals.create_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals.create_program": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["referrals.create_program"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals.delete_program": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["referrals.delete_program"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals.get_program": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["referrals.get_program"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals.list_programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["referrals.list_programs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals.redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["referrals.redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals.redeem_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description autumn-js's name of referrals.redeem: the same body and answer. */
        post: operations["referrals.redeem_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals.update_program": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["referrals.update_program"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["rewards.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["rewards.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["rewards.get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["rewards.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards.redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["rewards.redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["rewards.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Short name of balances.track: the same body and answer. */
        post: operations["track"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Registers a webhook; the answer carries its signing secret, shown this once. */
        post: operations["webhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes the webhook with its deliveries and their log; nothing more is sent to it. */
        post: operations["webhooks.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks.deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["webhooks.deliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["webhooks.get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["webhooks.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks.resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["webhooks.resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks.rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["webhooks.rotate_secret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Sends a `ping` event (`WebhookPingEvent`) to the webhook now, signed as any
         *     event, and answers its delivery with that first attempt; a failed ping is
         *     retried on the usual schedule. A disabled webhook: 409 `webhook_disabled`.
         */
        post: operations["webhooks.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["webhooks.update"];
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
        /** @description autumn-js's `customers.advanceTestClock`. */
        AdvanceTestClockParams: {
            customer_id: string;
            /**
             * @description The customer's new time, Unix ms: later than its current clock (the frozen time of an earlier
             *     advance, else the server's time), between 2000-01-01 and 2200-01-01 UTC (946,684,800,000 …
             *     7,258,118,400,000), at most 1,830 days (five years) after the current clock, and ending at
             *     most 1,000 billing periods of the customer's subscriptions together (counted as the span over
             *     each plan's shortest period, a month as 28 days: five years count 262 periods of a weekly
             *     plan, 66 of a monthly one); else 400 `invalid_request` naming `frozen_time`, before anything
             *     runs. Advance in steps to go further.
             */
            frozen_time: components["schemas"]["TestClockTime"];
        } & {
            [key: string]: unknown;
        };
        AdvanceTestClockResponse: {
            customer_id: string;
            frozen_time: components["schemas"]["UnixMs"];
            /**
             * @description `ready`: everything due up to `frozen_time` has run before the answer (Tandem never answers `advancing`).
             * @enum {string}
             */
            status: "ready" | "advancing" | "internal_failure";
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
        AdvisorKind: "negative_margin" | "unpriced_cost" | "low_margin_feature" | "overage_heavy" | "near_limit" | "unused_allowance";
        /**
         * @description How urgent a suggestion is.
         * @enum {string}
         */
        AdvisorSeverity: "critical" | "warning" | "info";
        /** @description One suggestion. The ids name what it is about; null when it is not about one. */
        AdvisorSuggestion: {
            kind: components["schemas"]["AdvisorKind"];
            severity: components["schemas"]["AdvisorSeverity"];
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
        /** @description One bin. `values`: feature id → sum of event values in the bin; `grouped_values` (with `group_by`): feature id → group value → sum. */
        AggregateBin: {
            /** @description The bin's start, Unix ms. */
            period: components["schemas"]["UnixMs"];
            values: {
                [key: string]: number;
            };
            grouped_values?: {
                [key: string]: {
                    [key: string]: number;
                };
            };
        };
        /**
         * @description Sums usage events per feature in time bins (the body autumn-js sends for
         *     events.aggregate).
         *     - The range: exactly one of `range` and `custom_range` (else 400
         *     `invalid_request`); at most 1,000 bins and at most 1,098 days (3 years: a
         *     yearly plan's `3bc`), and at most 5,000,000 events (else 400
         *     `invalid_request`). Sums are computed in SQL a slice of events at a time,
         *     other requests being served between slices: events recorded while an
         *     aggregation runs may or may not be counted.
         *     - Property values compare (`filter_by`) and group (`group_by`) as text:
         *     strings as they are, `true`, `false`, `null`, numbers and JSON values as
         *     their text. Property names are ordinary keys (`toString` too).
         *     - `group_by`: `properties.<key>` (an event property), or `$customer_id`,
         *     `$entity_id`, `$plan_id`; `$feature_id` only with
         *     `aggregate_on: "deducted"` (the tracked feature that consumed each
         *     balance). The
         *     `max_groups` largest groups per bin are kept (default 9, 1–100); the rest
         *     are summed under the key `Other`.
         *     - `filter_by`: events whose properties equal every given value; at most 5
         *     keys (else 400 `invalid_request`).
         *     - `aggregate_on: "deducted"` adds `deductions` (what each balance gave);
         *     needs `customer_id` (else 400 `invalid_request`). `list` and `total` are
         *     unchanged by it.
         */
        AggregateEventsParams: {
            customer_id?: string;
            /** @description Only with `customer_id` (else 400 `invalid_request`). */
            entity_id?: string;
            feature_id: components["schemas"]["FeatureIdFilter"];
            group_by?: string;
            range?: components["schemas"]["AggregateRange"];
            /**
             * @description Default `day` (autumn-js always sends it).
             * @default day
             */
            bin_size?: components["schemas"]["BinSize"];
            custom_range?: components["schemas"]["AggregateTimeRange"];
            filter_by?: {
                [key: string]: string;
            };
            /**
             * Format: int32
             * @default 9
             */
            max_groups?: number;
            /** @enum {string} */
            aggregate_on?: "deducted";
        } & {
            [key: string]: unknown;
        };
        /** @description The bins oldest first (empty bins included, with zero sums), totals per feature id, and with `aggregate_on: "deducted"` the deductions. */
        AggregateEventsResponse: {
            list: components["schemas"]["AggregateBin"][];
            total: {
                [key: string]: components["schemas"]["AggregateTotal"];
            };
            deductions?: components["schemas"]["DeductionBin"][];
        };
        /**
         * @description A preset time range, ending now: `24h`, `7d`, `30d`, `90d`; or by the
         *     customer's billing cycle: `1bc` the current cycle so far, `3bc` the current
         *     and the two before, `last_cycle` the previous cycle. Cycle ranges need
         *     `customer_id` and a recurring subscription (else 400 `invalid_request`).
         * @enum {string}
         */
        AggregateRange: "24h" | "7d" | "30d" | "90d" | "last_cycle" | "1bc" | "3bc";
        /** @description A custom range, Unix ms: `start` inclusive, `end` exclusive, `start` < `end`. */
        AggregateTimeRange: {
            start: components["schemas"]["UnixMs"];
            end: components["schemas"]["UnixMs"];
        } & {
            [key: string]: unknown;
        };
        /** @description A feature's events over the whole range. */
        AggregateTotal: {
            /**
             * Format: double
             * @description Number of events.
             */
            count: number;
            /**
             * Format: double
             * @description Sum of their values.
             */
            sum: number;
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
        Amount: number;
        /**
         * @description Suggestions, critical first, then by the size of their main figure, at
         *     most `max_suggestions`; one per kind, customer and feature. Main figures:
         *     `negative_margin` the loss, `unpriced_cost` the cost, `low_margin_feature`
         *     what the margin lacks to 20 % of revenue; `overage_heavy` overage ÷
         *     included, `near_limit` the share used, `unused_allowance` the share
         *     unused. Ties by kind (in `AdvisorKind`'s order), `customer_id`, `feature_id`.
         */
        AnalyticsAdvice: {
            start: components["schemas"]["UnixMs"];
            end: components["schemas"]["UnixMs"];
            currency: string;
            /** @description When the advice was computed (the mode's now), Unix ms. */
            generated_at: components["schemas"]["UnixMs"];
            suggestions: components["schemas"]["AdvisorSuggestion"][];
        };
        /** @description Pricing suggestions over a range; `max_suggestions` default 10, 1–50. */
        AnalyticsAdvisorParams: {
            range?: components["schemas"]["AnalyticsRange"];
            custom_range?: components["schemas"]["AggregateTimeRange"];
            /**
             * Format: int32
             * @default 10
             */
            max_suggestions?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Customer counts. */
        AnalyticsCustomerCounts: {
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
        AnalyticsFeatureUsage: {
            feature_id: string;
            /** Format: int64 */
            events: number;
            /**
             * Format: double
             * @description Sum of the events' values.
             */
            value: number;
        };
        /** @description Margins, sorted and cut to `limit`; `total` covers every key, not only the listed ones. */
        AnalyticsMargins: {
            start: components["schemas"]["UnixMs"];
            end: components["schemas"]["UnixMs"];
            currency: string;
            /** @enum {string} */
            group_by: "customer" | "feature";
            list: components["schemas"]["MarginRow"][];
            total: components["schemas"]["MarginFigures"];
        };
        /**
         * @description Revenue against cost over a range, per customer or per feature.
         *     - `group_by: "customer"` (default): a customer's paid invoices against its
         *     costs. `"feature"`: paid invoice lines with that `feature_id` against
         *     costs with that `feature_id`; lines without a feature (base prices) are
         *     under the key `$base`, costs without one under `$unattributed`.
         *     - `customer_id` narrows to one customer (with `feature`: its features).
         *     - `sort` default `margin_asc` (worst first); `limit` default 20, 1–100;
         *     ties by `key`. Keys with neither revenue nor cost in the range are not
         *     listed.
         *     - Per feature, an invoice's net (paid minus refunded) is shared over its
         *     lines pro rata to their amounts (credit lines lower their key), to the
         *     minor unit, the remainder on its largest line.
         *     - Per customer, anonymous customers (they have no id) are listed together
         *     under `$anonymous`. An unknown `customer_id`: 404 `customer_not_found`.
         */
        AnalyticsMarginsParams: {
            range?: components["schemas"]["AnalyticsRange"];
            custom_range?: components["schemas"]["AggregateTimeRange"];
            /**
             * @default customer
             * @enum {string}
             */
            group_by?: "customer" | "feature";
            customer_id?: string;
            /**
             * @default margin_asc
             * @enum {string}
             */
            sort?: "margin_asc" | "margin_desc" | "revenue_desc" | "cost_desc";
            /**
             * Format: int32
             * @default 20
             */
            limit?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description The overview. */
        AnalyticsOverview: {
            /** @description The range, Unix ms (`end` exclusive). */
            start: components["schemas"]["UnixMs"];
            end: components["schemas"]["UnixMs"];
            /** @description The account currency. */
            currency: string;
            customers: components["schemas"]["AnalyticsCustomerCounts"];
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
            top_features: components["schemas"]["AnalyticsFeatureUsage"][];
        };
        /** @description Headline numbers of the mode over a range (see `AnalyticsRange`). */
        AnalyticsOverviewParams: {
            range?: components["schemas"]["AnalyticsRange"];
            custom_range?: components["schemas"]["AggregateTimeRange"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A preset range ending now. Every analytics operation takes `range` or
         *     `custom_range` (`AggregateTimeRange`: `start` inclusive, `end` exclusive,
         *     `start` < `end`, at most 366 days); neither means `30d`, both is 400
         *     `invalid_request`. A preset covers its length up to and including the
         *     mode's now: `start` = now + 1 − length, `end` = now + 1.
         *     Money is in the account currency's major unit, exact decimals rounded half
         *     up to 9 places (costs' precision); amounts in other currencies are
         *     converted with the operator's exchange-rate table (`1 from = rate to`; the
         *     direct rate, else the inverse of the account → currency rate; neither: 400
         *     `missing_fx_rate` naming the currency).
         *     The figures come from sums kept up to date on every write (so a year of
         *     data answers in milliseconds): usage events that retention deletes stay
         *     counted (also once their customer is deleted); a deleted customer's
         *     invoices, costs and remaining events leave the figures.
         * @enum {string}
         */
        AnalyticsRange: "24h" | "7d" | "30d" | "90d";
        /**
         * @description Attaches a plan to a customer, or to one of its entities (the body of
         *     billing.attach, attach, billing.preview_attach and checkout; previews
         *     ignore `idempotency_key`).
         *
         *     Rules of every billing operation (decided):
         *     - Money is in the currency's major unit (`20.5` = 20.50), as Autumn sends it.
         *     - The customer must exist (404 `customer_not_found`; unlike Autumn, billing
         *     never creates customers), the plan too (404 `plan_not_found`), and the
         *     entity when one is named (404 `entity_not_found`).
         *     - Anything that would charge money needs a payment provider: in test mode
         *     the built-in sandbox (Stripe's test cards, Tandem's own hosted checkout)
         *     unless a Stripe test key is configured; in live mode Stripe, and without
         *     a live key it answers 400 `stripe_not_connected`. Free plans attach,
         *     update and cancel without one. A provider that does not answer: 502
         *     `payment_provider_unavailable` (an open invoice is left at most, never a
         *     plan without payment). Provider-only fields
         *     (`invoice_mode`, `success_url`, `checkout_session_params`,
         *     `processor_subscription_id`, `tax_rate_id`, `new_billing_subscription`,
         *     `long_lived_checkout`, `subscription_params`) only matter for a paid
         *     change.
         *     - Licenses (Autumn's seat bundles: `license_quantities`, `upsert_licenses`,
         *     `remove_licenses`) are declared so autumn-js bodies validate, but Tandem
         *     has none: a non-empty one answers 400 `invalid_request`.
         *
         *     This operation:
         *     - The plan's latest version, or `version`. Its items become balances at
         *     once (free plan) or when paid (paid plan: needs a payment provider, else
         *     400 `stripe_not_connected`). With `customize` (or `free_trial`), the plan
         *     customized for this customer (see `CustomizeParams`): its price, items
         *     and trial decide what is charged, granted and whether it is free.
         *     - A plan of the same group (not an add-on) replaces the current one:
         *     upgrades now, downgrades at the end of the cycle; `plan_schedule`
         *     overrides that. A downgrade is a plan that costs less per billing period
         *     (base price and prepaid units, in the customer's currency) than the
         *     current one while its period runs: the current subscription stays
         *     `active` with `canceled_at` = now and `expires_at` = its period's end,
         *     and the new plan is a `scheduled` subscription whose `started_at` is that
         *     boundary (no balances, nothing charged now: the billing cycle charges it
         *     when it starts; the preview answers total 0 and its `next_cycle`). A
         *     newer change of the group replaces a scheduled one; billing.update
         *     `cancel_action: uncancel` on the current plan drops it. Without a running
         *     period (a free plan) the change is immediate. Add-ons stack. The same
         *     plan and version already active with nothing to change: 409
         *     `plan_already_attached`.
         *     - A paid plan: Tandem computes the invoice (base price, prepaid
         *     `feature_quantities`, proration) and the provider only collects it. With
         *     a default payment method on file the invoice is charged at once and the
         *     answer has `invoice` and no `payment_url`; without one the answer is a
         *     `payment_url` to a hosted checkout (the sandbox's: Tandem's page
         *     `/pay/<token>`, valid 24 hours) and the plan activates only when that
         *     payment succeeds (the invoice stays `open` until then). A declined charge
         *     of the card on file leaves the plan off and the invoice open, and answers
         *     `required_action` `payment_failed` with a `payment_url` to pay it with
         *     another card.
         *     - One payable invoice per change: attaching the same change again (same
         *     plan version, quantities, customization and total, within the
         *     checkout's 24 hours) answers the open invoice and the same `payment_url`
         *     (the card on file is charged under the same provider idempotency key); a
         *     different change of the same plan, subscription or group voids the open
         *     invoice and closes its checkout. Settling an invoice re-checks its change
         *     inside the billing lock: one already in place or superseded is never
         *     applied; money a provider still collects for it is refunded in full
         *     (a credit note when the invoice was paid).
         *     - An upgrade within the same billing interval keeps the current period:
         *     the unused part of what was paid for it is credited (never more than was
         *     paid, nor more than the new charges: a downgrade made immediate with
         *     `plan_schedule: immediate` refunds no surplus) and the remaining part of
         *     the new plan charged. Another interval starts a new period now.
         *     `proration_behavior: none` charges nothing now; the new price starts
         *     with the next cycle.
         *     - `currency` (default the customer's fixed one, then its `currency`, then
         *     `usd`) must match the currency fixed by the customer's first paid change
         *     (400 `currency_mismatch`). A plan without a price in it
         *     (`additional_currencies`) converts its `usd` amounts through the
         *     operator's exchange rates (`tandem fx set usd <currency> <rate>`), else
         *     400 `missing_fx_rate`.
         *     - `feature_quantities` above an item's `max_purchase`: 400
         *     `max_purchase_exceeded`; for a feature without a prepaid price: 400
         *     `invalid_request`.
         *     - `discounts`: coupons for this change and the invoices after it (see
         *     `DiscountParams`). The coupons the customer holds discount the change's
         *     invoice (its charges, never the credit of the replaced plan's unused
         *     time, which is of what was paid: already after its coupons) and the
         *     preview's `next_cycle`. `custom_line_items`: 400 `invalid_request` (not
         *     supported yet; never silently ignored).
         *     - `redirect_mode`: `if_required` answers a `payment_url` only when the
         *     customer must act, `always` always (for a paid plan), `never` never
         *     (a payment that needs action answers `required_action` instead).
         */
        AttachParams: {
            customer_id: string;
            entity_id?: string;
            plan_id: string;
            feature_quantities?: components["schemas"]["FeatureQuantityParams"][];
            /**
             * Format: int32
             * @description ≥ 1; default the latest.
             */
            version?: number;
            /** @description Shorthand for `customize.free_trial`, which wins when both are given. */
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
            customize?: components["schemas"]["CustomizeParams"];
            invoice_mode?: components["schemas"]["InvoiceModeParams"];
            /**
             * @description Default `prorate_immediately`; `none` makes no charge or credit for the change.
             * @enum {string}
             */
            proration_behavior?: "prorate_immediately" | "none";
            /**
             * @description Default `if_required` (autumn-js always sends it).
             * @default if_required
             * @enum {string}
             */
            redirect_mode?: "always" | "if_required" | "never";
            /** @description The caller's id for the resulting subscription (1–255 characters), to target it later. */
            subscription_id?: string;
            discounts?: components["schemas"]["DiscountParams"][];
            /** @description Where checkout returns after payment (an `http(s)` URL). */
            success_url?: string;
            new_billing_subscription?: boolean;
            billing_cycle_anchor?: components["schemas"]["BillingCycleAnchor"];
            /**
             * @description When a plan replacing one of the group takes effect: `immediate` (even a
             *     downgrade), `end_of_cycle` (even an upgrade: scheduled at the current
             *     period's end). Default: upgrades now, downgrades at the period's end.
             *     Ignored for add-ons, version moves and a current plan without a running
             *     period (immediate).
             * @enum {string}
             */
            plan_schedule?: "immediate" | "end_of_cycle";
            /**
             * @description Unix ms, against the customer's clock (its test clock if frozen). A future start schedules
             *     the plan: nothing is charged now; it is a `scheduled` subscription (`started_at` = this) that
             *     the billing cycle activates at that instant, charging its first period then to the card on
             *     file as a renewal (without a card, or declined: `past_due` and dunning, as a renewal). It
             *     starts with the plan's free trial when the customer has not used it by then (the trial's end
             *     then bills or reverts as usual). The customer's current plan of the group ends at that
             *     instant (`expires_at`; kept if it ends earlier), with no refund of its paid period after it;
             *     a period it renews into that runs past it is charged pro rata up to it. A newer change of the
             *     group replaces the scheduled plan; billing.update `uncancel` on the current plan drops it.
             *     A start up to 60 s in the past (clock skew) means now; earlier: 400 `invalid_request`. A
             *     future start cannot be combined with `plan_schedule`, `invoice_mode` or
             *     `enable_plan_immediately`, nor move to another version of a plan the customer is on (400).
             */
            starts_at?: components["schemas"]["UnixMs"];
            /**
             * @description Unix ms: the plan ends at that instant (`expires_at`; `canceled_at` stays null), whether it
             *     starts now or at `starts_at`; the billing cycle ends it then, invoices its usage in arrears
             *     up to then (a plan billing usage), and brings back the group's default plan if nothing else
             *     of the group is left. A period charged in advance (at attach or at a renewal) that runs past
             *     it is charged pro rata up to it. Must be after `starts_at` (after now without one), else 400
             *     `invalid_request`. billing.update `cancel_action: uncancel` removes it.
             */
            ends_at?: components["schemas"]["UnixMs"];
            /** @description Passed to the provider's checkout session as given. */
            checkout_session_params?: {
                [key: string]: unknown;
            };
            long_lived_checkout?: boolean;
            /** @description Only for a change that charges now. */
            custom_line_items?: components["schemas"]["CustomLineItemParams"][];
            processor_subscription_id?: string;
            carry_over_balances?: components["schemas"]["CarryOverParams"];
            carry_over_usages?: components["schemas"]["CarryOverParams"];
            license_quantities?: components["schemas"]["LicenseQuantityParams"][];
            /** @description Copied to the provider's subscription, invoice and checkout; keys starting with `autumn_` are dropped. */
            metadata?: {
                [key: string]: string;
            };
            /** @description Record the plan change without any charge. */
            no_billing_changes?: boolean;
            /** @description Activate the plan before a deferred or pending payment completes. */
            enable_plan_immediately?: boolean;
            tax_rate_id?: string;
            /** @description ISO 4217, lowercase. */
            currency?: string;
            /** @description Plans to end as part of this attach (each active on the customer, else 404 `plan_not_found`). */
            remove_plan_ids?: string[];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Whether a plan is attached to the customer or to one of its entities.
         * @enum {string}
         */
        AttachScope: "customer" | "entity";
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
        AutoTopup: {
            feature_id: string;
            enabled: boolean;
            threshold: components["schemas"]["Quantity"];
            quantity: components["schemas"]["Quantity"];
            purchase_limit?: components["schemas"]["AutoTopupPurchaseLimit"];
            invoice_mode?: boolean;
            source?: components["schemas"]["ControlSource"];
        } & {
            [key: string]: unknown;
        };
        /** @description An auto top-up ran: a prepaid quantity bought with the card on file, or the attempt failed. */
        AutoTopupEventData: {
            customer_id: string;
            feature_id: string;
            /** Format: double */
            quantity: number;
            /** @enum {string} */
            status: "succeeded" | "failed";
            invoice_id: string | null;
            /**
             * Format: double
             * @description The balance after the top-up (unchanged when it failed).
             */
            balance: number;
            /** @description Why it failed; null when it succeeded. */
            failure_code: string | null;
        };
        /**
         * @description How many auto top-ups of a feature may succeed per window: at most
         *     `limit` in any `interval_count` × `interval` ending now (a rolling window,
         *     in the customer's time). Reaching it stops top-ups (no attempt, no event)
         *     until the window has room again. `count` is answered (with the expansion
         *     `billing_controls.auto_topups.purchase_limit` of customers.get) as the
         *     top-ups that succeeded in the current window; a `count` sent is ignored.
         */
        AutoTopupPurchaseLimit: {
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
        Balance: {
            feature_id: string;
            /** @description With `expand: ["balances.feature"]`. */
            feature?: components["schemas"]["Feature"];
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
            breakdown?: components["schemas"]["BalanceBreakdown"][];
            rollovers?: components["schemas"]["BalanceRollover"][];
        };
        BalanceAutoTopupEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "balance.auto_topup";
            data: components["schemas"]["AutoTopupEventData"];
        };
        /** @description One grant that makes up a balance: a plan item, a prepaid purchase or a balances.create grant. */
        BalanceBreakdown: {
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
                interval: components["schemas"]["ResetInterval"];
                /** Format: int32 */
                interval_count?: number;
                /** Format: int64 */
                resets_at: number | null;
            } | null;
            price: {
                /** Format: double */
                amount?: number;
                tiers?: components["schemas"]["PriceTier"][];
                tier_behavior?: components["schemas"]["TierBehavior"];
                /** Format: double */
                billing_units: number;
                billing_method: components["schemas"]["BillingMethod"];
                /** Format: double */
                max_purchase: number | null;
            } | null;
            /** Format: int64 */
            expires_at: number | null;
        };
        /** @description What one track took from one breakdown. */
        BalanceDeduction: {
            /** @description The breakdown's id (`BalanceBreakdown.id`). */
            balance_id: string;
            feature_id: string;
            /** @description The plan the breakdown comes from; null for a grant. */
            plan_id: string | null;
            reset: {
                interval: components["schemas"]["ResetInterval"];
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
        /** @description What one balance gave to a feature's events in a bin. */
        BalanceDeductionTotal: {
            balance_id: string;
            entity_id: string | null;
            plan_id: string | null;
            reset: {
                interval: components["schemas"]["ResetInterval"];
                /** Format: int32 */
                interval_count?: number;
                /** Format: int64 */
                resets_at: number | null;
            } | null;
            /**
             * Format: double
             * @description Credits per unit when the balance is a credit system's; else null.
             */
            credit_cost: number | null;
            /** Format: double */
            deducted: number;
            /** Format: double */
            events: number;
        };
        BalanceLimitReachedEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "balance.limit_reached";
            data: components["schemas"]["LimitReachedEventData"];
        };
        /** @description Balances ordered by feature id (no paging: one per feature). Boolean features are not balances. */
        BalanceList: {
            list: components["schemas"]["Balance"][];
        };
        /** @description Reset of a created balance: every `interval_count` intervals (default 1, ≥ 1). */
        BalanceResetParams: {
            interval: components["schemas"]["ResetInterval"];
            /**
             * Format: int32
             * @default 1
             */
            interval_count?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Unused balance carried into the next period. */
        BalanceRollover: {
            /** Format: double */
            granted: number;
            /** Format: double */
            balance: number;
            expires_at: components["schemas"]["UnixMs"];
        };
        /**
         * @description Unused units carried into the next period at a reset. At most `max` units
         *     (null or absent: no cap) and at most `max_percentage` % of the granted
         *     amount; carried units last `length` months (`duration: "month"`) or until
         *     used (`forever`, `length` ignored).
         */
        BalanceRolloverParams: {
            /** Format: double */
            max?: number | null;
            /** Format: double */
            max_percentage?: number | null;
            /** @enum {string} */
            duration: "month" | "forever";
            /** Format: int32 */
            length: number;
        } & {
            [key: string]: unknown;
        };
        BalanceUsageAlertEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "balance.usage_alert";
            data: components["schemas"]["UsageAlertEventData"];
        };
        /**
         * @description Records 1–1,000 costs at once, all or none: the first failing item's error
         *     is the answer, with `data.index` (0-based). Each item's `idempotency_key`
         *     makes that item idempotent by its own key (kept 24 h per mode for
         *     costs.batch_track items): a key seen with the same item answers that item's
         *     first record, with a different item 409 `idempotency_mismatch` with
         *     `data.index`; the same key twice in one batch: 400 `invalid_request`.
         */
        BatchTrackCostsParams: {
            items: components["schemas"]["TrackCostItems"];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description 1–1,000 tracks in one call, as a bare JSON array (the body autumn-js sends).
         *     Each item is a `TrackParams`; its `idempotency_key` makes that item
         *     idempotent by its own key (kept 24 h per mode for balances.batch_track
         *     items): a key seen with the same item is skipped (counted in `replayed`),
         *     with a different item answers 409 `idempotency_mismatch` with `data.index`.
         *     The same key twice in one batch is handled per item, as Autumn does: the
         *     first occurrence applies (that key deducts once), a later one with the same
         *     item is skipped (counted in `replayed`), with a different item 409
         *     `idempotency_mismatch`. Items without a key
         *     are always applied. The batch as a whole is idempotent by the
         *     `Idempotency-Key` header.
         */
        BatchTrackParams: components["schemas"]["TrackParams"][];
        /** @description The answer of balances.batch_track. */
        BatchTrackResponse: {
            /** @enum {boolean} */
            success: true;
            /**
             * Format: int32
             * @description Items applied.
             */
            tracked: number;
            /**
             * Format: int32
             * @description Items skipped because their key was already used with the same item.
             */
            replayed: number;
        };
        /** @description The answer of billing.attach, attach, billing.update, billing.cancel and cancel. */
        BillingChangeResponse: {
            customer_id: string;
            /** @description Present when the change was for an entity. */
            entity_id?: string;
            /** @description Present when the change charged money. */
            invoice?: components["schemas"]["BillingInvoice"];
            /** @description Where the customer completes payment; null when nothing is needed (always null for free plans). */
            payment_url: string | null;
            required_action?: components["schemas"]["RequiredAction"];
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
        BillingControls: {
            auto_topups?: components["schemas"]["AutoTopup"][];
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
            usage_alerts?: components["schemas"]["UsageAlert"][];
            overage_allowed?: {
                [key: string]: unknown;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** @description `now`, or a Unix ms in the future: restarts the billing cycle then. */
        BillingCycleAnchor: "now" | components["schemas"]["UnixMs"];
        /** @description Every body a billing webhook can receive, told apart by `type` (the SDK exports it as `BillingEvent`). */
        BillingEvent: components["schemas"]["CustomerPlanAttachedEvent"] | components["schemas"]["CustomerPlanUpgradedEvent"] | components["schemas"]["CustomerPlanDowngradedEvent"] | components["schemas"]["CustomerPlanScheduledEvent"] | components["schemas"]["CustomerPlanCanceledEvent"] | components["schemas"]["CustomerPlanUncanceledEvent"] | components["schemas"]["CustomerPlanRenewedEvent"] | components["schemas"]["CustomerPlanPastDueEvent"] | components["schemas"]["CustomerPlanExpiredEvent"] | components["schemas"]["CustomerPlanMigratedEvent"] | components["schemas"]["InvoiceCreatedEvent"] | components["schemas"]["InvoicePaidEvent"] | components["schemas"]["InvoicePaymentFailedEvent"] | components["schemas"]["InvoiceVoidedEvent"] | components["schemas"]["BalanceUsageAlertEvent"] | components["schemas"]["BalanceLimitReachedEvent"] | components["schemas"]["BalanceAutoTopupEvent"] | components["schemas"]["WebhookPingEvent"];
        /**
         * @description Fields every event body has. The body is
         *     `{ id, type, created_at, livemode, sequence, data }`: `type` tells the kind, `data` its record (snake_case,
         *     times in Unix ms and money in major units, as the rest of this API).
         */
        BillingEventEnvelope: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
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
        BillingEventType: "customer.plan.attached" | "customer.plan.upgraded" | "customer.plan.downgraded" | "customer.plan.scheduled" | "customer.plan.canceled" | "customer.plan.uncanceled" | "customer.plan.renewed" | "customer.plan.past_due" | "customer.plan.expired" | "customer.plan.migrated" | "invoice.created" | "invoice.paid" | "invoice.payment_failed" | "invoice.voided" | "balance.usage_alert" | "balance.limit_reached" | "balance.auto_topup";
        /**
         * @description How often a price is charged. `one_off` is charged once, at purchase.
         * @enum {string}
         */
        BillingInterval: "one_off" | "week" | "month" | "quarter" | "semi_annual" | "year";
        /**
         * @description The invoice a billing change created: with Tandem's `id` (invoices.void,
         *     get and mark_paid take it at once, no listing first), its gap-free
         *     `number` and its `provider`, beside Autumn's `stripe_id`.
         */
        BillingInvoice: {
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
        BillingMethod: "prepaid" | "usage_based";
        /**
         * @description What a billing change would charge now and next cycle, without changing
         *     anything. `subtotal` is before coupons, `total` after them (what is
         *     charged, or refunded when negative); the line items show each coupon's
         *     part (`discounts`), and `next_cycle` is discounted by the coupons that
         *     will apply when it starts (a `one_off` coupon this change uses is gone by
         *     then).
         */
        BillingPreview: {
            customer_id: string;
            line_items: components["schemas"]["InvoicePreviewLineItem"][];
            /** Format: double */
            subtotal: number;
            /** Format: double */
            total: number;
            currency: string;
            /** @description Whether the change resets the customer's usage. */
            resets_usage?: boolean;
            next_cycle?: components["schemas"]["NextCycle"];
            expand?: string[];
            incoming: components["schemas"]["PlanChange"][];
            outgoing: components["schemas"]["PlanChange"][];
            tax?: components["schemas"]["PreviewTax"];
            invoice_credits?: components["schemas"]["InvoiceCredits"];
        };
        /**
         * @description Bin width. Bins are aligned in UTC: hours, midnights, Mondays, first days of months.
         * @enum {string}
         */
        BinSize: "hour" | "day" | "week" | "month";
        /**
         * @description Tandem's cancel (Autumn does this with billing.update `cancel_action`).
         *     Names the subscription as billing.update does: `subscription_id`, else
         *     `plan_id`, else the customer's only one (several: 400 `invalid_request`;
         *     none active: 404 `subscription_not_found`).
         *     - `cancel_action` default `cancel_end_of_cycle`: the plan stays `active`
         *     until the period ends (`canceled_at` = now, kept if it was cancelled
         *     already; `expires_at` = the period's end), and the billing cycle ends it
         *     then; `cancel_immediately` ends it now. A plan without a running billing
         *     period (free or one-off) ends now either way. A `scheduled` subscription
         *     (a pending downgrade) is removed.
         *     - `refund_last_payment` (only with `cancel_immediately`, else 400
         *     `invalid_request`; default none): `prorated` refunds the unused part of
         *     the period (of the plan's price for the whole period, at most what the
         *     period's payments can still refund), `full` what the last payment for
         *     the plan can still refund. Refunds are as billing.update documents (a
         *     credit note with a negative `total` is the answer's `invoice`).
         *     - When a plan of a group ends, the group's default (`auto_enable`) plan
         *     comes back: at once when it ends now, as a `scheduled` subscription at
         *     the boundary when it ends there (uncancel removes it). Balances of the
         *     ended plan go; grants stay. Add-ons end alone.
         *     - Usage billed in arrears (usage-based prices) is not lost when a plan
         *     ends now (as Stripe's final invoice of metered usage on a cancel, and
         *     as the billing cycle does when a plan ends at a boundary): in the
         *     cancel's write, the usage of the running period not billed yet, up to
         *     now, is invoiced in arrears by the billing cycle's own code (the same
         *     lines as its last invoice of a plan that ends, the customer's coupons
         *     applied), claimed once per subscription (a retried or second cancel, a
         *     later run of the cycle invoice nothing more). Right after the write the
         *     default payment method is charged for it, as a renewal (idempotency key
         *     from the invoice); a failed charge (declined, no card) leaves it `open`
         *     (its `hosted_invoice_url` pays it) and the billing cycle's dunning
         *     retries it (1, 3, 5 days, then `uncollectible`); the plan stays ended
         *     either way. The answer's `invoice` is that invoice, or the refund's
         *     credit note when there is a refund (the usage invoice is then in
         *     invoices.list). Nothing used beyond what is included, no usage price,
         *     or a plan in its free trial: no invoice. billing.preview_update shows
         *     those lines before.
         *     - The customer portal's "Cancel plan" is `cancel_end_of_cycle` without a
         *     refund, "Resume plan" is billing.update `cancel_action: uncancel`.
         */
        CancelParams: {
            customer_id: string;
            entity_id?: string;
            plan_id?: string;
            subscription_id?: string;
            /**
             * @default cancel_end_of_cycle
             * @enum {string}
             */
            cancel_action?: "cancel_immediately" | "cancel_end_of_cycle";
            /** @enum {string} */
            refund_last_payment?: "prorated" | "full";
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Keeps the previous plan's balances or usages (all features, or `feature_ids`) when the plan changes. */
        CarryOverParams: {
            enabled: boolean;
            feature_ids?: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Reserves balance on a check, to be settled later by balances.finalize.
         *     Decided beyond Autumn: `lock_id` may be omitted, Tandem then generates one
         *     (`lock_…`) and returns it as `lock_id` in the answer.
         */
        CheckLock: {
            /** @description Caller's id of the lock, 1–255 characters, unique per mode: a lock_id used before (held, finalized or expired) answers 409 `lock_exists`. */
            lock_id?: string;
            /**
             * @description Must be `true`.
             * @enum {boolean}
             */
            enabled: true;
            /**
             * @description When the lock releases itself (Unix ms), returning the held amount.
             *     Default: one hour after the call. Must lie in the future and at most
             *     7 days ahead (else 400 `invalid_request`).
             */
            expires_at?: components["schemas"]["UnixMs"];
            /**
             * @description When the amount does not fit. Omitted = reject: `allowed: false`, nothing
             *     reserved. `cap` reserves what fits and allows; `overflow` reserves it all
             *     (the balance may go negative; spend limits still apply). balances.finalize
             *     uses the same behaviour for an `override_value` above the held amount.
             */
            overage_behavior?: components["schemas"]["OverageBehavior"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Asks whether a customer (or one of its entities) may use `required_balance`
         *     units of a feature, and optionally takes them.
         *
         *     - `allowed` is true when: a boolean feature is granted (by a plan or a
         *     grant); a metered or credit feature is `unlimited`, allows overage, or
         *     has `remaining` ≥ `required_balance` summed over its breakdowns (a metered
         *     feature drawn from a credit system needs `required_balance × credit_cost`
         *     credits); and no enabled usage limit or spend limit is reached.
         *     - A check never answers 402: every denial is 200 with `allowed: false`
         *     (decided; the 402 codes belong to track, batch_track, track_tokens and
         *     finalize). With `send_event` or `lock`, a denied check deducts and
         *     reserves nothing.
         *     - `send_event: true` is check-and-deduct in one atomic step: when allowed,
         *     `required_balance` is deducted and a usage event recorded (with
         *     `properties`). With one unit left and N parallel calls, exactly one is
         *     allowed. The answer shows the balance after the deduction.
         *     - `lock` reserves `required_balance` instead (see `CheckLock`); the held
         *     amount counts as used for every other check and track until
         *     balances.finalize or expiry. With a lock, `send_event` makes no
         *     difference: the amount becomes usage (and an event) when confirmed.
         *     - A lock with `required_balance: 0` on a feature the customer has no
         *     balance of is allowed (Autumn) and holds nothing; with more, not allowed.
         *     - Locks and events (decided, differs from Autumn): Autumn records an event
         *     of the reserved value when the lock is taken and a second one of the
         *     difference (final − reserved, negative when less) when it is confirmed;
         *     Tandem records ONE event, of the final value, when the lock is confirmed
         *     (none when it is released or expires), so events.list never shows usage
         *     that was given back. The totals of events.aggregate agree with Autumn's
         *     for every confirmed lock.
         *     - Unknown customer: 404 `customer_not_found` (decided: unlike Autumn, a
         *     check never creates customers; customers.get_or_create does). Unknown
         *     feature: 404 `feature_not_found`; unknown entity: 404 `entity_not_found`.
         */
        CheckParams: {
            customer_id: string;
            feature_id: string;
            /** @description Checks the entity's balances (its own stacked with the customer's shared ones). */
            entity_id?: string;
            /**
             * @description Units needed, ≥ 0; default 1. Also the amount deducted by `send_event` and reserved by `lock`.
             * @default 1
             */
            required_balance?: components["schemas"]["Quantity"];
            /** @description Free-form properties stored with the usage event when `send_event` (or a confirmed lock) records one. */
            properties?: components["schemas"]["EventProperties"];
            /**
             * @description Default false.
             * @default false
             */
            send_event?: boolean;
            lock?: components["schemas"]["CheckLock"];
            /**
             * @description Default false. When true and not allowed, the answer carries `preview` (plans that would give access).
             * @default false
             */
            with_preview?: boolean;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A paywall for a denied check: what the customer lacks and the plans that would give it (non-archived, in the feature's plans, cheapest first). */
        CheckPreview: {
            scenario: components["schemas"]["CheckPreviewScenario"];
            title: string;
            message: string;
            feature_id: string;
            feature_name: string;
            products: components["schemas"]["PreviewProduct"][];
        };
        /**
         * @description When `preview` is given: `usage_limit` for a metered or credit feature, `feature_flag` for a boolean one.
         * @enum {string}
         */
        CheckPreviewScenario: "usage_limit" | "feature_flag";
        /** @description The answer of balances.check and check. */
        CheckResponse: {
            allowed: boolean;
            customer_id: string;
            /** @description The entity checked; null for a customer-level check. */
            entity_id: string | null;
            /**
             * Format: double
             * @description The units asked for (default 1); for a metered feature drawn from a credit system, the credits they cost (`required_balance × credit_cost`), as Autumn answers.
             */
            required_balance: number;
            /** @description The balance checked (after a `send_event` deduction): the feature's own, or the credit system's it is drawn from; null for a boolean feature or when the customer has none. */
            balance: {
                feature_id: string;
                /** @description With `expand: ["balances.feature"]`. */
                feature?: components["schemas"]["Feature"];
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
                breakdown?: components["schemas"]["BalanceBreakdown"][];
                rollovers?: components["schemas"]["BalanceRollover"][];
            } | null;
            /**
             * @description The checked feature and its related features, keyed by feature id (Autumn's rule): the
             *     feature itself and every credit system whose `credit_schema` names it, each the customer's
             *     balance or null when the customer has none of it. Absent when the feature has no related
             *     feature (a map of one), for a boolean feature, and when the customer has no balance of the
             *     feature (nor of a credit system drawing on it).
             */
            balances?: {
                [key: string]: {
                    feature_id: string;
                    /** @description With `expand: ["balances.feature"]`. */
                    feature?: components["schemas"]["Feature"];
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
                    breakdown?: components["schemas"]["BalanceBreakdown"][];
                    rollovers?: components["schemas"]["BalanceRollover"][];
                } | null;
            };
            /** @description For a boolean feature: the flag when the customer has it, else null. Always null for other features. */
            flag: {
                id: string;
                plan_id: string | null;
                /** Format: int64 */
                expires_at: number | null;
                feature_id: string;
                /** @description With `expand: ["flags.feature"]`. */
                feature?: components["schemas"]["Feature"];
            } | null;
            /** @description Only with `with_preview: true` and `allowed: false`. */
            preview?: components["schemas"]["CheckPreview"];
            /** @description Tandem addition: the lock's id when the check took a lock (the caller's or a generated `lock_…`). */
            lock_id?: string;
        };
        /** @description Usage events whose properties match these key/value pairs (Autumn's `filter`); kept as sent. */
        ControlFilter: {
            properties: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Where a rule of a customer's answer comes from (Autumn's `source`); accepted and kept when sent.
         * @enum {string}
         */
        ControlSource: "customer" | "plan";
        /**
         * Format: double
         * @description A cost in major units: 0 … 1,000,000 (else 400 `invalid_amount`), kept in
         *     integer nano-units (10⁻⁹), so the largest record (10¹⁵ nano-units) stays an
         *     exact JavaScript integer.
         */
        CostAmount: number;
        /** @description A page of costs. */
        CostList: {
            list: components["schemas"]["CostRecord"][];
            /** @description Pass as `start_cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description The price of one AI model, per million tokens in the account currency's
         *     major unit. A pool without a price of its own (null) is priced as input
         *     (cache read/write, audio input) or output (audio output, reasoning).
         */
        CostRate: {
            /** @description `<provider>/<model>`. */
            model_id: string;
            provider: string;
            /** Format: double */
            input_cost: number;
            /** Format: double */
            output_cost: number;
            /** Format: double */
            cache_read_cost: number | null;
            /** Format: double */
            cache_write_cost: number | null;
            /** Format: double */
            audio_input_cost: number | null;
            /** Format: double */
            audio_output_cost: number | null;
            /** Format: double */
            reasoning_cost: number | null;
            /** @description The account currency. */
            currency: string;
            /**
             * @description `seed`: from the table Tandem ships; `operator`: set or changed by the operator.
             * @enum {string}
             */
            origin: "seed" | "operator";
            /** @description Unix ms of the last change. */
            updated_at: components["schemas"]["UnixMs"];
        };
        /**
         * @description The model rate table, ordered by `model_id`. Tandem ships a maintained seed
         *     table (the providers' list prices: OpenAI, Anthropic, Google, Mistral,
         *     DeepSeek, xAI, Cohere, and Meta's Llama at Groq, Together and Fireworks;
         *     src/revenue/costs/model-prices.ts; a price change ships as a new
         *     migration that updates only rows still at `origin: "seed"`). The operator
         *     edits it on the server, not through this API: `tandem models set|delete`
         *     (an edited row becomes `origin: "operator"` and no seed update touches it
         *     again). balances.track_tokens and costs.track use it.
         */
        CostRateList: {
            list: components["schemas"]["CostRate"][];
        };
        /** @description A recorded cost. */
        CostRecord: {
            /** @description `cost_…` */
            id: string;
            customer_id: string;
            entity_id: string | null;
            feature_id: string | null;
            source: string | null;
            model_id: string | null;
            /**
             * Format: double
             * @description The cost in the account currency's major unit (converted when given in another currency).
             */
            amount: number;
            /** @description The account currency. */
            currency: string;
            /**
             * Format: double
             * @description The amount and currency as sent (for a model cost: the same as `amount`/`currency`).
             */
            original_amount: number;
            original_currency: string;
            properties: {
                [key: string]: unknown;
            };
            /** @description When the cost arose, Unix ms. */
            timestamp: components["schemas"]["UnixMs"];
            /** @description When it was recorded, Unix ms. */
            created_at: components["schemas"]["UnixMs"];
        };
        /** @description The recorded costs, in the order of `items`. */
        CostRecordList: {
            list: components["schemas"]["CostRecord"][];
        };
        /** @description Bounds on `timestamp`, Unix ms: `start` inclusive, `end` exclusive. */
        CostTimeRange: {
            start?: components["schemas"]["UnixMs"];
            end?: components["schemas"]["UnixMs"];
        } & {
            [key: string]: unknown;
        };
        /** @description A coupon reward. `invoice_credits` is Autumn's credit type, never created by Tandem. */
        Coupon: {
            id: string;
            name?: string | null;
            /** @enum {string} */
            type: "percentage_discount" | "fixed_discount" | "invoice_credits";
            /** Format: double */
            value: number;
            /** @description Tandem's: the currency of a fixed discount; null for a percentage. */
            currency?: string | null;
            duration: components["schemas"]["CouponDuration"];
            plan_ids: string[] | null;
            promo_codes: components["schemas"]["CouponPromoCode"][];
            created_at: components["schemas"]["UnixMs"];
        };
        /** @description A coupon's duration. */
        CouponDuration: {
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
        CouponDurationParams: {
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
        CouponParams: {
            id: components["schemas"]["RewardId"];
            name: string;
            duration: components["schemas"]["CouponDurationParams"];
            plan_ids: string[] | null;
            promo_codes: components["schemas"]["CouponPromoCodeParams"][];
            /** @description Autumn's internal id of an existing reward; accepted and ignored (Tandem addresses rewards by `id`). */
            internal_id?: string;
            /** @enum {string} */
            type: "percentage_discount" | "fixed_discount";
            /** Format: double */
            value: number;
            /** @description Only for `fixed_discount`: the currency of `value`; default the account currency (`usd`). */
            currency?: components["schemas"]["CurrencyCode"];
        } & {
            [key: string]: unknown;
        };
        /** @description A coupon's code, as created (its letters' case kept). */
        CouponPromoCode: {
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
        CouponPromoCodeParams: {
            code: components["schemas"]["PromoCodeText"];
            /** Format: int32 */
            global_max_redemption?: number | null;
            first_time_transaction?: boolean | null;
            /** Format: int64 */
            expires_at?: number | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Creates a standalone balance (a grant independent of plans) that stacks
         *     with the feature's other balances as a breakdown of its own.
         *     - `included_grant` (≥ 0, default 0) and `unlimited` (default false) cannot
         *     be combined; a boolean feature takes neither (the grant is a flag).
         *     - No `reset`: a one-off grant. `expires_at` cannot be combined with `reset`.
         *     - `next_reset_at` (needs `reset`): the first reset, for a shorter first
         *     period; later resets follow every interval from it.
         *     - `balance_id`: the caller's id for the grant (1–255 characters, unique per
         *     customer; an existing one is 400 `invalid_request`); default a generated
         *     `bal_…`. Every violation above: 400 `invalid_request` naming the field.
         */
        CreateBalanceParams: {
            customer_id: string;
            feature_id: string;
            entity_id?: string;
            included_grant?: components["schemas"]["Quantity"];
            unlimited?: boolean;
            reset?: components["schemas"]["BalanceResetParams"];
            rollover?: components["schemas"]["BalanceRolloverParams"];
            /** @description Unix ms; in the future. */
            expires_at?: components["schemas"]["UnixMs"];
            /** @description Unix ms; in the future. */
            next_reset_at?: components["schemas"]["UnixMs"];
            balance_id?: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Autumn's `{ success }`, plus the grant's id (Tandem addition). */
        CreateBalanceResponse: {
            success: boolean;
            balance_id: string;
        };
        /**
         * @description Creates an entity of `customer_id`, creating the customer first (from
         *     `customer_data`) when there is none. The entity uses one unit of
         *     `feature_id` on the customer's balance (a non-consumable metered feature:
         *     else 400 `invalid_request`; unknown: 404 `feature_not_found`); when none is
         *     left and overage is not allowed the answer is 402 `insufficient_balance`. An
         *     `entity_id` the customer already has answers 400 `invalid_request` naming
         *     `entity_id`.
         */
        CreateEntityParams: {
            customer_id: string;
            /** @description 1–255 characters; unique per customer. */
            entity_id: string;
            feature_id: string;
            name?: string | null;
            /** @description Per-entity spend limits, usage limits, usage alerts and overage allowed (no auto top-ups). */
            billing_controls?: components["schemas"]["BillingControls"];
            customer_data?: components["schemas"]["EntityCustomerData"];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Creates a feature. `feature_id` must be new in this mode (else 400
         *     `invalid_request` naming `feature_id`). `consumable` defaults to true for
         *     `metered` and is always false for `boolean`. `credit_schema` is required for
         *     `credit_system` and refused for the other types (400 `invalid_request`); each
         *     `metered_feature_id` must name an existing metered feature (404
         *     `feature_not_found`) or another credit system (a chain, as Autumn: a
         *     feature with no balance of its own draws from the nearest credit system
         *     that has one, converting at each step, at most 8 steps; never itself:
         *     400 `invalid_request`).
         */
        CreateFeatureParams: {
            /**
             * @description 1–255 characters: letters, digits, `_` and `-`. Names that are also
             *     JavaScript object properties (`__proto__`, `constructor`, `toString`) are
             *     ordinary ids: every answer keyed by feature id (`balances`, `flags`,
             *     `values`) holds them as its own keys, like any other id.
             */
            feature_id: string;
            name: string;
            type: components["schemas"]["FeatureType"];
            consumable?: boolean;
            display?: components["schemas"]["FeatureDisplayInput"];
            credit_schema?: components["schemas"]["CreditSchemaEntry"][];
            model_markups?: {
                [key: string]: components["schemas"]["ModelMarkup"];
            } | null;
            default_markup?: components["schemas"]["Amount"];
            provider_markups?: {
                [key: string]: components["schemas"]["ProviderMarkup"];
            } | null;
            event_names?: string[];
            idempotency_key?: string;
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
        CreatePlanParams: {
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
            price?: components["schemas"]["PlanPriceInput"];
            items?: components["schemas"]["PlanItemInput"][];
            licenses?: components["schemas"]["LicenseInput"][];
            free_trial?: components["schemas"]["FreeTrialInput"];
            config?: components["schemas"]["PlanConfigInput"];
            billing_controls?: components["schemas"]["BillingControls"];
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
         * @description The customer's code of a program: created on first call, the same code on
         *     every later call (404 `customer_not_found`; an unknown program: 400
         *     `invalid_request` naming `program_id`).
         */
        CreateReferralCodeParams: {
            customer_id: string;
            program_id: string;
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
        CreateReferralProgramParams: {
            id: components["schemas"]["RewardId"];
            reward_id: string;
            redeem_on: components["schemas"]["ReferralRedeemOn"];
            received_by: components["schemas"]["ReferralReceivedBy"];
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
        CreateRewardParams: {
            coupon?: components["schemas"]["CouponParams"];
            feature_grant?: components["schemas"]["FeatureGrantParams"];
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
        CreateWebhookParams: {
            id: components["schemas"]["WebhookId"];
            url: components["schemas"]["WebhookUrl"];
            events: components["schemas"]["WebhookEventSelectors"];
            description?: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Inclusive bounds on `created_at`, Unix milliseconds. */
        CreatedAtRange: {
            start?: components["schemas"]["UnixMs"];
            end?: components["schemas"]["UnixMs"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description How many credits one unit of a metered feature costs in a credit system.
         *     A flat entry has `credit_cost`; a tiered one has `tier_behavior: "graduated"`
         *     and `tiers` instead. `dimensions` and `multipliers` (price by event property)
         *     are kept as given and not validated further by this spec.
         */
        CreditSchemaEntry: {
            metered_feature_id: string;
            credit_cost?: components["schemas"]["Quantity"];
            /** @description Units per `credit_cost`; default 1. */
            billing_units?: components["schemas"]["Quantity"];
            /** @enum {string} */
            tier_behavior?: "graduated";
            tiers?: components["schemas"]["CreditTier"][];
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
        CreditTier: {
            to: components["schemas"]["Quantity"] | "inf";
            credit_cost: components["schemas"]["Quantity"];
        };
        /** @description An amount in another currency, set explicitly (never converted from the base amount). */
        CurrencyAmount: {
            /** @description Lower-case ISO 4217, e.g. `eur`. */
            currency: string;
            /** Format: double */
            amount: number;
        };
        /** @description An amount in another currency. */
        CurrencyAmountInput: {
            currency: string;
            amount: components["schemas"]["CurrencyPriceAmount"];
        } & {
            [key: string]: unknown;
        };
        /** @description A lower-case ISO 4217 currency code, e.g. `usd`. */
        CurrencyCode: string;
        /**
         * Format: double
         * @description A price in major units of another currency (`additional_currencies`): 0 … 99,999,999
         *     (the invoice bound in a currency without minor units; else 400 `invalid_amount`).
         *     In a currency with cents the invoice bound (99,999,999 minor units) applies when it is charged.
         */
        CurrencyPriceAmount: number;
        /** @description A line that replaces the generated charge: `amount` (may be negative for a credit) and its text. */
        CustomLineItemParams: {
            amount: components["schemas"]["Amount"];
            description: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A customer: its plans, balances and access. Members marked "expand" are only
         *     present when asked for with `expand`.
         */
        Customer: {
            /** @description The caller's id; null for a customer created with `customer_id: null`. */
            id: string | null;
            name: string | null;
            email: string | null;
            created_at: components["schemas"]["UnixMs"];
            /** @description A device or account fingerprint used to refuse a second free trial. */
            fingerprint: string | null;
            stripe_id: string | null;
            env: components["schemas"]["Environment"];
            metadata: {
                [key: string]: unknown;
            };
            send_email_receipts: boolean;
            billing_controls: components["schemas"]["BillingControls"];
            /** @description Active and scheduled recurring plans. */
            subscriptions: components["schemas"]["Subscription"][];
            /** @description One-off purchases. */
            purchases: components["schemas"]["Purchase"][];
            licenses: components["schemas"]["CustomerLicense"][];
            /** @description Balances of metered and credit features, keyed by feature id. */
            balances: {
                [key: string]: components["schemas"]["Balance"];
            };
            /** @description Access to boolean features, keyed by feature id. */
            flags: {
                [key: string]: components["schemas"]["Flag"];
            };
            config?: components["schemas"]["CustomerConfig"];
            processors?: components["schemas"]["CustomerProcessors"];
            /** @description expand `invoices`: newest first. */
            invoices?: components["schemas"]["Invoice"][];
            /** @description expand `invoice_previews`. */
            invoice_previews?: components["schemas"]["InvoicePreview"][];
            /** @description expand `entities`. */
            entities?: components["schemas"]["EntitySummary"][];
            /** @description expand `trials_used`. */
            trials_used?: components["schemas"]["TrialUsed"][];
            /** @description expand `rewards`; null when the customer has none. */
            rewards?: {
                discounts: components["schemas"]["CustomerDiscount"][];
            } | null;
            /** @description expand `referrals`. */
            referrals?: components["schemas"]["CustomerReferral"][];
            /** @description expand `payment_method`: the processor's default payment method object, or null. */
            payment_method?: unknown;
        };
        /** @description Per-customer switches; both default to false. */
        CustomerConfig: {
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
        CustomerDiscount: {
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
        CustomerEligibility: {
            trial_available?: boolean;
            status?: components["schemas"]["SubscriptionStatus"];
            canceling?: boolean;
            trialing?: boolean;
            /**
             * @description What billing.attach of this plan would do for the customer.
             * @enum {string}
             */
            attach_action: "activate" | "upgrade" | "downgrade" | "none";
        };
        /**
         * @description Parts of a customer that are only in the answer when asked for: `invoices`,
         *     `invoice_previews`, `trials_used`, `rewards`, `entities`, `referrals`,
         *     `payment_method` add the member of that name; `subscriptions.plan`,
         *     `purchases.plan`, `balances.feature`, `flags.feature` embed the full plan or
         *     feature; `billing_controls.auto_topups.purchase_limit` adds the purchase
         *     limit (with its running `count`) to auto top-ups.
         * @enum {string}
         */
        CustomerExpand: "invoices" | "invoice_previews" | "trials_used" | "rewards" | "entities" | "referrals" | "payment_method" | "subscriptions.plan" | "purchases.plan" | "balances.feature" | "flags.feature" | "billing_controls.auto_topups.purchase_limit";
        /** @description Fields a caller may set on a customer, shared by get_or_create, update and entities.create's `customer_data`. */
        CustomerFields: {
            name?: string | null;
            /**
             * Format: email
             * @description Needed for whatever Tandem sends to the customer or to a payment processor:
             *     `send_email_receipts: true` here, and billing operations that open a
             *     checkout or issue an invoice. While it is null those answer 400
             *     `customer_email_required`. Validated as an email address.
             */
            email?: string | null;
            fingerprint?: string | null;
            /** @description Replaces the stored metadata (not merged); null clears it to `{}`. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Links an existing Stripe customer (`cus_…`). */
            stripe_id?: string | null;
            /**
             * @description Default false. True with `email: null` (sent or stored) answers 400
             *     `customer_email_required`.
             */
            send_email_receipts?: boolean;
            /** @description Lower-case ISO 4217; default the account's currency. Cannot change once the customer has been billed (400 `currency_mismatch`). */
            currency?: string | null;
            billing_controls?: components["schemas"]["BillingControls"];
            config?: components["schemas"]["CustomerConfig"];
        };
        /** @description A pool of license seats granted by one of the customer's plans. */
        CustomerLicense: {
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
        /** @description A page of customers (without expansions). */
        CustomerList: {
            list: components["schemas"]["Customer"][];
            /** @description Pass as `start_cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        CustomerPlanAttachedEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.plan.attached";
            data: components["schemas"]["PlanEventData"];
        };
        CustomerPlanCanceledEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.plan.canceled";
            data: components["schemas"]["PlanEventData"];
        };
        CustomerPlanDowngradedEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.plan.downgraded";
            data: components["schemas"]["PlanEventData"];
        };
        CustomerPlanExpiredEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.plan.expired";
            data: components["schemas"]["PlanEventData"];
        };
        CustomerPlanMigratedEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.plan.migrated";
            data: components["schemas"]["PlanMigratedEventData"];
        };
        CustomerPlanPastDueEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.plan.past_due";
            data: components["schemas"]["PlanEventData"];
        };
        CustomerPlanRenewedEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.plan.renewed";
            data: components["schemas"]["PlanEventData"];
        };
        CustomerPlanScheduledEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.plan.scheduled";
            data: components["schemas"]["PlanEventData"];
        };
        CustomerPlanUncanceledEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.plan.uncanceled";
            data: components["schemas"]["PlanEventData"];
        };
        CustomerPlanUpgradedEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.plan.upgraded";
            data: components["schemas"]["PlanEventData"];
        };
        /** @description Where the customer exists in payment processors; absent when nowhere. */
        CustomerProcessors: {
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
        CustomerReferral: {
            program_id: string;
            customer: {
                id: string;
                name?: string | null;
                email?: string | null;
            };
            reward_applied: boolean;
            created_at: components["schemas"]["UnixMs"];
        };
        /**
         * @description Changes the plan for this customer only (Autumn's custom plan), with the
         *     parts of plans.create, applied in this order: `price` replaces the base
         *     price (null: none); `items` replaces every item; `remove_items` removes the
         *     items matching every field of an entry (`interval`: the item's price
         *     interval, else its reset's; an entry matching nothing: 400
         *     `invalid_request`); `add_items` appends items; `free_trial` replaces the
         *     trial (null: none; wins over the top-level `free_trial`); `billing_controls`
         *     are merged over the plan's, as plans.update merges them (kept on the plan
         *     as plans keep theirs). Items are checked as plans.create checks them (404
         *     `feature_not_found`; a feature once, or twice as one included and one
         *     priced item: else 400). Name, group and add-on stay the plan's.
         *
         *     The customized plan is the subscription's own: it keeps the plan's id and
         *     version (`subscriptions.plan` shows it customized), billing, balances,
         *     renewals and invoice previews use it, and a customization that changes
         *     nothing is none. It stays on its version: plans.migrate and a plans.update
         *     migration skip it unless `include_custom` (moved, it leaves the
         *     customization behind). Attaching the same plan and version again answers
         *     409 `plan_already_attached` (billing.update changes a customization).
         */
        CustomizeParams: {
            price?: ({
                amount: components["schemas"]["PriceAmount"];
                interval: components["schemas"]["BillingInterval"];
                /**
                 * Format: int32
                 * @default 1
                 */
                interval_count?: number;
                additional_currencies?: components["schemas"]["CurrencyAmountInput"][];
            } & {
                [key: string]: unknown;
            }) | null;
            items?: components["schemas"]["PlanItemInput"][];
            add_items?: components["schemas"]["PlanItemInput"][];
            remove_items?: components["schemas"]["CustomizeRemoveItemParams"][];
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
            billing_controls?: components["schemas"]["BillingControls"];
            upsert_licenses?: components["schemas"]["LicenseInput"][];
            remove_licenses?: components["schemas"]["RemoveLicenseParams"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Removes the plan's items matching every given field. */
        CustomizeRemoveItemParams: {
            feature_id?: string;
            billing_method?: components["schemas"]["BillingMethod"];
            interval?: components["schemas"]["ResetInterval"];
            /** Format: int32 */
            interval_count?: number;
            included?: components["schemas"]["Quantity"];
        } & {
            [key: string]: unknown;
        };
        /** @description Deductions in one bin: feature id → totals; `grouped_values` (with `group_by`): feature id → group value → totals. */
        DeductionBin: {
            period: components["schemas"]["UnixMs"];
            values: {
                [key: string]: components["schemas"]["FeatureDeductionTotal"];
            };
            grouped_values?: {
                [key: string]: {
                    [key: string]: components["schemas"]["GroupedDeductionTotal"];
                };
            };
        };
        /**
         * @description Deletes a balance, named by `balance_id`, else by `feature_id` (and
         *     `interval`: then only a standalone one, made by balances.create or
         *     balances.grant); at least one of the two. A balance that comes from a plan
         *     item may be deleted by its `balance_id`, as Autumn allows: from then on it
         *     counts for nothing (check, track, customers.get, renewals) until the
         *     subscription's plan changes (billing.update, a new plan version migrated
         *     to), which makes the plan's rows again, fresh. `recalculate_balances` (default false): the usage
         *     the deleted balance had absorbed moves to the feature's other balances
         *     (Tandem: with no other balance it is dropped, where Autumn keeps it as an
         *     overage row).
         */
        DeleteBalanceParams: {
            customer_id: string;
            entity_id?: string;
            feature_id?: string;
            balance_id?: string;
            recalculate_balances?: boolean;
            interval?: components["schemas"]["ResetInterval"];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Deletes the customer with its entities, balances and events in this mode.
         *     Its subscriptions end at once without a refund. `delete_in_stripe` (default
         *     false; autumn-js always sends it) also deletes the Stripe customer; true
         *     without a connected Stripe account answers 400 `stripe_not_connected`.
         */
        DeleteCustomerParams: {
            customer_id: string;
            /** @default false */
            delete_in_stripe?: boolean;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Deletes an entity with its balances; its entity-scoped subscriptions end at
         *     once without a refund, and the unit of `feature_id` it used on the customer
         *     is freed. Entity lookup as in entities.get.
         */
        DeleteEntityParams: {
            customer_id?: string;
            entity_id: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Deletes a feature; fields as in `FeatureIdParams`. */
        DeleteFeatureParams: {
            feature_id: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Detaches a payment method from the customer at the provider. Deleting the
         *     default leaves the customer without one: renewals then fail with
         *     `required_action` until a method is added (billing.setup_payment). An
         *     unknown `payment_method_id` (or one of another customer): 400
         *     `invalid_request`.
         */
        DeletePaymentMethodParams: {
            customer_id: string;
            payment_method_id: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Deletes the latest version (or every version with `all_versions`, default
         *     false; autumn-js always sends it). A version that a customer is on cannot be
         *     deleted: 400 `invalid_request` (archive the plan with plans.update instead).
         */
        DeletePlanParams: {
            plan_id: string;
            /** @default false */
            all_versions?: boolean;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Deletes a program: its codes stop working (redeeming one: 400
         *     `invalid_request`); rewards already given stay, pending `checkout` ones are
         *     never given.
         */
        DeleteReferralProgramParams: {
            referral_program_id: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The answer of every delete operation (Autumn's shape): always `true` on 200. */
        DeleteResult: {
            success: boolean;
        };
        /**
         * @description Deletes a reward and its codes. Discounts and grants already given stay.
         *     A reward a referral program uses: 400 `invalid_request` (delete or change
         *     the program first).
         */
        DeleteRewardParams: {
            reward_id: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A coupon for a billing change (attach, update and their previews), named
         *     by its reward's id (rewards.create) or by one of its promotion codes:
         *     exactly one of the two (else 400 `invalid_request` naming `discounts[i]`).
         *     Decided (Autumn hands them to Stripe's subscription `discounts`; Tandem
         *     invoices itself, by the rules of rewards' `CouponParams`):
         *     - The coupon becomes the customer's in the change's write, as
         *     rewards.redeem makes it (a code's redemption counted; customers.get
         *     with `expand: ["rewards"]` lists it): its duration counts from now, and it discounts
         *     this change's invoice and later ones (renewals) as its duration says. A
         *     coupon the customer holds and that still applies is simply used (no
         *     second redemption, so a retried change works). The customer keeps it
         *     when the change charges nothing now (a scheduled downgrade, a free
         *     trial, `proration_behavior: none`, an update that changes nothing).
         *     - Refused, before anything changes: an unknown reward or code (400
         *     `invalid_request` naming `reward_id` or `promotion_code`), a feature
         *     grant (400 `invalid_request`: give it with rewards.redeem), the same
         *     coupon twice (400 `invalid_request`), a coupon limited to other plans
         *     (400 `invalid_request`), a fixed coupon in another currency than the
         *     change's (400 `currency_mismatch`), a coupon the customer redeemed before
         *     and has used up (409 `already_redeemed`), an expired or used-up code (400
         *     `code_expired`, `code_exhausted`), a `first_time_transaction` code for a
         *     customer who has paid (400 `invalid_request`), and `discounts` for a plan
         *     without any price (400 `invalid_request`).
         *     - Previews run the same checks and price the change as if the coupons
         *     were redeemed, without redeeming them: the preview's `total` is what the
         *     change charges, to the minor unit.
         */
        DiscountParams: {
            reward_id?: string;
            promotion_code?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Units of a feature a redemption granted. */
        EntitlementGranted: {
            feature_id: string;
            /**
             * Format: double
             * @description Units granted (for an unlimited grant: 0, the balance is unlimited).
             */
            balance: number;
        };
        /**
         * @description A sub-account of a customer (a seat, a workspace, a project) with its own
         *     plans, balances and flags. `balances` include what it draws from the
         *     customer's pooled items unless the customer's `config.disable_pooled_balance`.
         */
        Entity: {
            /** @description The caller's id, unique per customer. */
            id: string | null;
            name: string | null;
            customer_id?: string | null;
            /** @description The feature one unit of which the entity uses on its customer (e.g. `seats`). */
            feature_id?: string | null;
            created_at: components["schemas"]["UnixMs"];
            env: components["schemas"]["Environment"];
            subscriptions: components["schemas"]["Subscription"][];
            purchases: components["schemas"]["Purchase"][];
            /** @description Keyed by feature id. */
            balances: {
                [key: string]: components["schemas"]["Balance"];
            };
            /** @description Keyed by feature id. */
            flags: {
                [key: string]: components["schemas"]["Flag"];
            };
            /**
             * @description Entity-level rules. A spend or usage limit or overage rule here overrides
             *     the customer's for that feature in the entity's usage. Usage alerts here
             *     watch the entity's balance and fire on their own, beside the customer's
             *     (which keep watching the customer's balance). No `auto_topups` (those are
             *     per customer: they refill the customer's balance, which entities draw
             *     from).
             */
            billing_controls?: components["schemas"]["BillingControls"];
            /** @description Only with `expand` of invoices; entities.get has no expand, so never in its answer. */
            invoices?: components["schemas"]["Invoice"][];
        };
        /** @description Customer details used only when entities.create has to create the customer; same rules as customers.get_or_create. */
        EntityCustomerData: {
            name?: string | null;
            /**
             * Format: email
             * @description Needed for whatever Tandem sends to the customer or to a payment processor:
             *     `send_email_receipts: true` here, and billing operations that open a
             *     checkout or issue an invoice. While it is null those answer 400
             *     `customer_email_required`. Validated as an email address.
             */
            email?: string | null;
            fingerprint?: string | null;
            /** @description Replaces the stored metadata (not merged); null clears it to `{}`. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Links an existing Stripe customer (`cus_…`). */
            stripe_id?: string | null;
            /**
             * @description Default false. True with `email: null` (sent or stored) answers 400
             *     `customer_email_required`.
             */
            send_email_receipts?: boolean;
            /** @description Lower-case ISO 4217; default the account's currency. Cannot change once the customer has been billed (400 `currency_mismatch`). */
            currency?: string | null;
            billing_controls?: components["schemas"]["BillingControls"];
            config?: components["schemas"]["CustomerConfig"];
            create_in_stripe?: boolean;
            auto_enable_plan_id?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of entities. */
        EntityList: {
            list: components["schemas"]["Entity"][];
            /** @description Pass as `start_cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /** @description An entity as listed on its customer (`expand: ["entities"]`). */
        EntitySummary: {
            id: string | null;
            name: string | null;
            customer_id?: string | null;
            feature_id?: string | null;
            created_at: components["schemas"]["UnixMs"];
            env: components["schemas"]["Environment"];
        };
        /**
         * @description The mode a record lives in: Autumn's names, `sandbox` is Tandem's test mode (`rv_sk_test_…` keys).
         * @enum {string}
         */
        Environment: "sandbox" | "live";
        /** @description A page of events. */
        EventList: {
            list: components["schemas"]["UsageEvent"][];
            /** @description Pass as `start_cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description Free-form properties stored with a usage event: at most 100 keys (else 400
         *     `invalid_request`); the whole object at most 16 KiB as JSON (checked by
         *     Tandem: 400 `invalid_request`). Keys are ordinary names: `__proto__` or
         *     `toString` are kept as any other key.
         */
        EventProperties: {
            [key: string]: unknown;
        };
        /** @description Bounds on the event time, Unix ms: `start` inclusive, `end` exclusive; each open when absent. */
        EventsTimeRange: {
            start?: components["schemas"]["UnixMs"];
            end?: components["schemas"]["UnixMs"];
        } & {
            [key: string]: unknown;
        };
        /** @description A feature: something customers get access to, use up, or are billed for. */
        Feature: {
            /** @description The caller's id, e.g. `api_calls`; unique per mode. */
            id: string;
            name: string;
            type: components["schemas"]["FeatureType"];
            /** @description True when usage is used up and resets (API calls); false for a standing count (seats). Always false for `boolean`. */
            consumable: boolean;
            /** @description Event names that count towards this feature besides its id (balances.track with `event_name`). */
            event_names?: string[];
            /** @description Only for `credit_system`/`ai_credit_system`. */
            credit_schema?: components["schemas"]["CreditSchemaEntry"][];
            model_markups?: {
                [key: string]: components["schemas"]["ModelMarkup"];
            } | null;
            default_markup?: components["schemas"]["Amount"];
            provider_markups?: {
                [key: string]: components["schemas"]["ProviderMarkup"];
            } | null;
            display?: components["schemas"]["FeatureDisplay"];
            /** @description Archived features stay on existing plans and balances but cannot be added to plans. */
            archived: boolean;
            /** @description Processor ids, when the feature is mirrored in Stripe. */
            processors?: components["schemas"]["FeatureProcessors"];
        };
        /** @description What a feature's balances gave in a bin. */
        FeatureDeductionTotal: {
            /** @enum {string} */
            feature_type: "metered" | "credit_system";
            /** Format: double */
            deducted: number;
            /** Format: double */
            events: number;
            balances: components["schemas"]["BalanceDeductionTotal"][];
        };
        /** @description Display names of a feature's unit, e.g. `credit` / `credits`. */
        FeatureDisplay: {
            singular?: string | null;
            plural?: string | null;
        };
        /** @description A feature's unit names, both required when sent. */
        FeatureDisplayInput: {
            singular: string;
            plural: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A feature-grant reward. */
        FeatureGrant: {
            id: string;
            name?: string | null;
            grants: components["schemas"]["FeatureGrantItem"][];
            promo_codes: components["schemas"]["GrantPromoCode"][];
            created_at: components["schemas"]["UnixMs"];
        };
        /** @description One feature of a feature grant. */
        FeatureGrantItem: {
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
        FeatureGrantItemParams: {
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
        FeatureGrantParams: {
            id: components["schemas"]["RewardId"];
            name: string;
            grants: components["schemas"]["FeatureGrantItemParams"][];
            promo_codes: components["schemas"]["GrantPromoCodeParams"][];
            /** @description As in `CouponParams`: accepted and ignored. */
            internal_id?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One feature id, or several to match any of. */
        FeatureIdFilter: string | components["schemas"]["FeatureIdList"];
        /** @description 1–100 feature ids. */
        FeatureIdList: string[];
        /** @description Names one feature. */
        FeatureIdParams: {
            feature_id: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Every feature of the mode, archived ones included, oldest first (no paging: a catalog is small). */
        FeatureList: {
            list: components["schemas"]["Feature"][];
        };
        /** @description Credit costs or markups of this item's feature that differ from the feature's own, for customers of this plan. */
        FeatureOverride: {
            credit_schema?: components["schemas"]["CreditSchemaEntry"][];
            markups?: {
                default_markup?: components["schemas"]["Amount"];
                provider_markups?: {
                    [key: string]: components["schemas"]["ProviderMarkup"];
                } | null;
                model_markups?: {
                    [key: string]: components["schemas"]["ModelMarkup"];
                } | null;
            };
        };
        /** @description Where a feature is mirrored in a payment processor. */
        FeatureProcessors: {
            stripe?: {
                product_id?: string;
                meter_id?: string;
            };
        };
        /** @description A prepaid quantity after the change. */
        FeatureQuantity: {
            feature_id: string;
            /** Format: double */
            quantity: number;
        };
        /** @description A prepaid quantity for one feature of the plan. */
        FeatureQuantityParams: {
            feature_id: string;
            /** @description Units bought, ≥ 0, including the item's included amount and rounded up to its billing units. Above the price's `max_purchase`: 400 `max_purchase_exceeded`. */
            quantity?: components["schemas"]["Quantity"];
            /** @description Whether the customer may change the quantity at checkout. */
            adjustable?: boolean;
        } & {
            [key: string]: unknown;
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
        FeatureType: "boolean" | "metered" | "credit_system" | "ai_credit_system";
        /**
         * @description `confirm` turns the held amount into usage; `release` returns it.
         * @enum {string}
         */
        FinalizeAction: "confirm" | "release";
        /**
         * @description Settles a lock taken by a check or a track.
         *     - `confirm`: the held amount (or `override_value` instead) becomes usage and
         *     a usage event is recorded, with the lock's `properties` merged with these.
         *     A smaller `override_value` returns the difference; a larger one takes the
         *     extra under the lock's overage behaviour (reject: 402
         *     `insufficient_balance` and the lock stays held).
         *     - `release`: the held amount returns to the balance; `override_value` is
         *     refused (400 `invalid_request`).
         *     A lock already confirmed, released or expired: 409 `lock_finalized`. An
         *     unknown `lock_id`: 400 `invalid_request` naming it (the seed has no
         *     not-found code for locks).
         */
        FinalizeParams: {
            lock_id: string;
            action: components["schemas"]["FinalizeAction"];
            /** @description The final amount, ≥ 0; only with `confirm`. */
            override_value?: components["schemas"]["Quantity"];
            properties?: components["schemas"]["EventProperties"];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Access to a `boolean` feature. */
        Flag: {
            id: string;
            plan_id: string | null;
            /** Format: int64 */
            expires_at: number | null;
            feature_id: string;
            /** @description With `expand: ["flags.feature"]`. */
            feature?: components["schemas"]["Feature"];
        };
        /** @description A free trial. `on_end`: `bill` starts charging, `revert` ends the plan. */
        FreeTrial: {
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
        FreeTrialInput: {
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
        /** @description Names the customer and what to expand. */
        GetCustomerParams: {
            customer_id: string;
            expand?: components["schemas"]["CustomerExpand"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Names an entity. `customer_id` is optional: without it the entity is found
         *     by `entity_id` alone in this mode, and an id that several customers use
         *     answers 400 `invalid_request` naming `customer_id`. 404 `entity_not_found`
         *     (or `customer_not_found` for an unknown `customer_id`).
         */
        GetEntityParams: {
            customer_id?: string;
            entity_id: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Returns the customer with this `customer_id`, creating it first when there
         *     is none. For an existing customer the other fields are ignored (use
         *     customers.update); `expand` always applies. `customer_id: null` always creates
         *     a new customer without an id, reachable afterwards only through
         *     customers.list (pass an idempotency key to avoid duplicates).
         *     On creation the plan of `auto_enable_plan_id`, else every `auto_enable` plan,
         *     is attached. `create_in_stripe: true` without a connected Stripe account
         *     answers 400 `stripe_not_connected`.
         */
        GetOrCreateCustomerParams: {
            /** @description 1–255 characters. */
            customer_id: string | null;
            name?: string | null;
            /**
             * Format: email
             * @description Needed for whatever Tandem sends to the customer or to a payment processor:
             *     `send_email_receipts: true` here, and billing operations that open a
             *     checkout or issue an invoice. While it is null those answer 400
             *     `customer_email_required`. Validated as an email address.
             */
            email?: string | null;
            fingerprint?: string | null;
            /** @description Replaces the stored metadata (not merged); null clears it to `{}`. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Links an existing Stripe customer (`cus_…`). */
            stripe_id?: string | null;
            /**
             * @description Default false. True with `email: null` (sent or stored) answers 400
             *     `customer_email_required`.
             */
            send_email_receipts?: boolean;
            /** @description Lower-case ISO 4217; default the account's currency. Cannot change once the customer has been billed (400 `currency_mismatch`). */
            currency?: string | null;
            billing_controls?: components["schemas"]["BillingControls"];
            config?: components["schemas"]["CustomerConfig"];
            create_in_stripe?: boolean;
            /** @description A free plan to attach on creation instead of the `auto_enable` plans (404 `plan_not_found` if unknown). */
            auto_enable_plan_id?: string;
            expand?: components["schemas"]["CustomerExpand"][];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One plan at one version. With a publishable key this is the pricing-page
         *     read.
         */
        GetPlanParams: {
            plan_id: string;
            /**
             * Format: int32
             * @description Default the latest version.
             */
            version?: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Tandem's top-up: gives `amount` extra units of a metered or credit feature
         *     as a one-off grant that never resets, stacking with the feature's other
         *     balances. A shorthand for balances.create with `included_grant` and no
         *     reset, plus a `reason` kept with the grant.
         */
        GrantBalanceParams: {
            customer_id: string;
            feature_id: string;
            entity_id?: string;
            /** @description Units to grant, > 0 and ≤ 1e9: 400 `invalid_amount` otherwise (0 is checked by Tandem, not by the schema). A boolean feature: 400 `invalid_request`. */
            amount: components["schemas"]["Quantity"];
            /** @description Unix ms when the unused part expires; in the future; default never. */
            expires_at?: components["schemas"]["UnixMs"];
            /** @description Why (e.g. `support credit`); at most 500 characters. */
            reason?: string;
            /** @description As in balances.create. */
            balance_id?: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The grant's id and the feature's balance after it. */
        GrantBalanceResponse: {
            balance_id: string;
            balance: components["schemas"]["Balance"];
        };
        /** @description A feature grant's code. */
        GrantPromoCode: {
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
        GrantPromoCodeParams: {
            code: components["schemas"]["PromoCodeText"];
            /** Format: int32 */
            max_uses: number | null;
            /** Format: int64 */
            expires_at?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A grouped deduction total. */
        GroupedDeductionTotal: {
            /** Format: double */
            deducted: number;
            /** Format: double */
            credit_cost?: number | null;
        };
        /**
         * @description Optional on every write, as an alternative to the `Idempotency-Key` header.
         *     Keys are kept 24 hours per mode and operation.
         */
        IdempotencyField: {
            idempotency_key?: string;
        };
        /** @description An invoice of the customer, as listed by `expand: ["invoices"]` and the invoices operations. */
        Invoice: {
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
            created_at: components["schemas"]["UnixMs"];
            hosted_invoice_url?: string | null;
        };
        InvoiceCreatedEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.created";
            data: components["schemas"]["InvoiceEventData"];
        };
        /** @description The customer's invoice credits and how much of them the charge uses. */
        InvoiceCredits: {
            /** Format: double */
            balance: number;
            /** Format: double */
            applied?: number;
            currency: string;
        };
        /**
         * @description An invoice with its ids and payment state: the customer's `Invoice` plus
         *     Tandem's `id`, the customer and entity, what was paid and refunded, and
         *     (in invoices.get, void and mark_paid) its lines.
         */
        InvoiceDetail: {
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
            created_at: components["schemas"]["UnixMs"];
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
            /** @description Always present in invoices.get, void and mark_paid; absent in invoices.list. */
            items?: components["schemas"]["InvoiceLine"][];
        };
        /** @description An invoice event (`invoice.*`). Amounts in major units of `currency`. */
        InvoiceEventData: {
            customer_id: string;
            /** @description `inv_…` */
            invoice_id: string;
            /** @description The invoice's number, gap-free per mode, as text. */
            number: string | null;
            /** @enum {string} */
            status: "draft" | "open" | "paid" | "void" | "uncollectible";
            /** Format: double */
            total: number;
            /** Format: double */
            amount_paid: number;
            currency: string;
            /** @description Why the payment failed (`card_declined`, `insufficient_funds`, `authentication_failed`, `payment_method_required`…); null otherwise. */
            failure_code: string | null;
            hosted_invoice_url: string | null;
        };
        /**
         * @description Names one invoice: Tandem's `id` or the provider's id (`stripe_id`). An
         *     unknown one answers 400 `invalid_request` naming `invoice_id` (the seed has
         *     no not-found code for invoices).
         */
        InvoiceIdParams: {
            invoice_id: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One line of an invoice; times Unix ms, amounts in the currency's major
         *     unit. Coupons show per line (decided, as the preview's line items do):
         *     `subtotal` is what the line cost before coupons, `discounts` each coupon's
         *     part, and `amount` what it costs after them, so the lines' `amount`s sum
         *     to the invoice's `total` and their `subtotal`s to its `subtotal`.
         */
        InvoiceLine: {
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
            discounts: components["schemas"]["LineDiscount"][];
            entities: components["schemas"]["InvoiceLineEntity"][];
        };
        /** @description What an invoice line charged one entity. */
        InvoiceLineEntity: {
            entity_id: string;
            /** Format: double */
            quantity: number | null;
            /** Format: double */
            amount: number;
        };
        /** @description A page of invoices. */
        InvoiceList: {
            list: components["schemas"]["InvoiceDetail"][];
            /** @description Pass as `start_cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description Sends an invoice (payable in `net_terms_days`, ≥ 0, default 0) instead of
         *     charging a card; needs the customer's email (400 `customer_email_required`).
         *     The invoice is `open` (`draft` with `finalize: false`) and has a hosted page;
         *     the plan activates when it is paid (invoices.mark_paid, or paid through its
         *     page), or at once with `enable_plan_immediately`.
         */
        InvoiceModeParams: {
            enabled: boolean;
            /**
             * @description Activate the plan before the invoice is paid; default false (autumn-js always sends it).
             * @default false
             */
            enable_plan_immediately?: boolean;
            /**
             * @description Finalize (send) the invoice at once rather than leave a draft; default true (autumn-js always sends it).
             * @default true
             */
            finalize?: boolean;
            invoice_template_id?: string;
            /** Format: int32 */
            net_terms_days?: number;
        } & {
            [key: string]: unknown;
        };
        InvoicePaidEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.paid";
            data: components["schemas"]["InvoiceEventData"];
        };
        InvoicePaymentFailedEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.payment_failed";
            data: components["schemas"]["InvoiceEventData"];
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
        InvoicePreview: {
            plan_ids: string[];
            invoice_at: components["schemas"]["UnixMs"];
            currency: string;
            /** Format: double */
            subtotal: number;
            /** Format: double */
            total: number;
            line_items: components["schemas"]["InvoicePreviewLineItem"][];
        };
        /**
         * @description One line of an upcoming invoice: `subtotal` before coupons, `total` after
         *     them (the lines' totals sum to the preview's `total`, their subtotals to
         *     its `subtotal`), `discounts` each coupon's part (absent when none).
         */
        InvoicePreviewLineItem: {
            display_name: string;
            description: string;
            /** Format: double */
            subtotal: number;
            /** Format: double */
            total: number;
            discounts?: components["schemas"]["LineDiscount"][];
            plan_id: string;
            feature_id: string | null;
            period?: {
                start: components["schemas"]["UnixMs"];
                end: components["schemas"]["UnixMs"];
            };
            /** Format: double */
            quantity: number;
        };
        /** @description The invoice after the change (Autumn's invoices.void answer). */
        InvoiceResponse: {
            invoice: components["schemas"]["InvoiceDetail"];
        };
        /**
         * @description An invoice's status, as the payment provider reports it.
         * @enum {string}
         */
        InvoiceStatus: "draft" | "open" | "void" | "paid" | "uncollectible";
        InvoiceVoidedEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode in commit order: deliveries may arrive
             *     out of order (a retry comes later), so order by it. A webhook sees gaps
             *     (the kinds it does not subscribe to). A test ping (`WebhookPingEvent`)
             *     takes no number: its `sequence` is null.
             */
            sequence: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "invoice.voided";
            data: components["schemas"]["InvoiceEventData"];
        };
        /** @description Granted units expire `length` `duration`s after they are granted. */
        ItemExpiry: {
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
        LicenseInput: {
            license_plan_id: string;
            version_slug?: string;
            included?: components["schemas"]["Quantity"];
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
        LicenseParentRef: {
            plan_id: string;
            /** Format: int32 */
            version: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Seats of a license plan (refused by Tandem: see `AttachParams`). */
        LicenseQuantityParams: {
            license_plan_id: string;
            quantity: components["schemas"]["Quantity"];
        } & {
            [key: string]: unknown;
        };
        /** @description A track was refused (or capped) by a limit: the balance, a usage limit or a spend limit. */
        LimitReachedEventData: {
            customer_id: string;
            entity_id: string | null;
            feature_id: string;
            /** @enum {string} */
            limit_type: "balance" | "usage_limit" | "spend_limit";
            /**
             * Format: double
             * @description The limit's value in the feature's units (`spend_limit`: money, major units).
             */
            limit: number;
            /** Format: double */
            usage: number;
        };
        /**
         * @description One coupon's part of an invoice line's discount: `amount_off` in the
         *     currency's major unit (what it took off the line; negative when a lasting
         *     percentage coupon shrank a credit, see rewards' `CouponParams`),
         *     `percent_off` for a percentage coupon, the reward's id and name.
         */
        LineDiscount: {
            /** Format: double */
            amount_off: number;
            /** Format: double */
            percent_off?: number;
            reward_id?: string;
            reward_name?: string;
        };
        /**
         * @description A customer's balances, one per feature with its breakdowns. With
         *     `entity_id`: what a check for that entity sees (its own balances stacked
         *     with the customer's shared ones). `feature_id` narrows to one feature.
         */
        ListBalancesParams: {
            customer_id: string;
            entity_id?: string;
            feature_id?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Filters of the rate table; absent: every rate. */
        ListCostRatesParams: {
            /** @description One model, `<provider>/<model>`. */
            model_id?: string;
            /** @description Every model of one provider, e.g. `anthropic`. */
            provider?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of costs, newest first by `timestamp`. Filters combine with AND. */
        ListCostsParams: {
            /**
             * @description `""` (default) for the first page, else `next_cursor` of the previous page (an unknown cursor: 400 `invalid_request`).
             * @default
             */
            start_cursor?: string;
            /**
             * Format: int32
             * @description Default 50, 1–1,000.
             * @default 50
             */
            limit?: number;
            customer_id?: string;
            /** @description Only with `customer_id` (else 400 `invalid_request`). */
            entity_id?: string;
            feature_id?: string;
            source?: string;
            custom_range?: components["schemas"]["CostTimeRange"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A page of customers. autumn-js always sends `start_cursor` and `limit`.
         *     Filters combine with AND; `plans` entries with OR.
         */
        ListCustomersParams: {
            /**
             * @description `""` (default) for the first page, else `next_cursor` of the previous page. An unknown cursor answers 400 `invalid_request`.
             * @default
             */
            start_cursor?: string;
            /**
             * Format: int32
             * @description Default 50, at most 5,000 (Autumn's ceiling).
             * @default 50
             */
            limit?: number;
            /** @description Customers with a subscription (in `subscription_status`) to one of these plans. */
            plans?: components["schemas"]["PlanFilter"][];
            /** @description Default: active or scheduled. */
            subscription_status?: components["schemas"]["SubscriptionStatus"];
            /** @description Case-insensitive substring of id, name or email. */
            search?: string;
            /** @description Customers connected to any of these processors. */
            processors?: ("stripe" | "revenuecat" | "vercel")[];
            /**
             * @description By `created_at`; default `desc` (newest first).
             * @default desc
             * @enum {string}
             */
            sort_order?: "asc" | "desc";
            created_at_range?: components["schemas"]["CreatedAtRange"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A page of entities, newest first. autumn-js always sends `start_cursor` and
         *     `limit`. Filters combine with AND; `plans` entries with OR, and count plans
         *     inherited from the customer.
         */
        ListEntitiesParams: {
            /**
             * @description `""` (default) for the first page, else `next_cursor` of the previous page.
             * @default
             */
            start_cursor?: string;
            /**
             * Format: int32
             * @description Default 50, at most 5,000 (Autumn's ceiling).
             * @default 50
             */
            limit?: number;
            plans?: components["schemas"]["PlanFilter"][];
            /** @description Which subscriptions count for `plans` and are shown; default active or scheduled. */
            subscription_status?: components["schemas"]["SubscriptionStatus"];
            /** @description Case-insensitive substring of the entity's id or name. */
            search?: string;
            /** @description Entities whose customer is connected to any of these processors. */
            processors?: ("stripe" | "revenuecat" | "vercel")[];
            /** @description Only this customer's entities (404 `customer_not_found` if unknown). */
            customer_id?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A page of usage events of the mode, newest first (the body autumn-js sends
         *     for events.list). Every check with `send_event`, confirmed lock, track,
         *     batch_track item and track_tokens records one event per feature it
         *     deducted. Filters combine with AND.
         */
        ListEventsParams: {
            /**
             * @description `""` (default) for the first page, else `next_cursor` of the previous page (an unknown cursor: 400 `invalid_request`). autumn-js always sends it.
             * @default
             */
            start_cursor?: string;
            /**
             * Format: int32
             * @description Default 50, at most 1,000 (Autumn allows 5,000; Tandem bounds one page so that serving it never holds the server long: page through larger sets). autumn-js always sends it.
             * @default 50
             */
            limit?: number;
            customer_id?: string;
            /** @description Only with `customer_id` (else 400 `invalid_request`). */
            entity_id?: string;
            feature_id?: components["schemas"]["FeatureIdFilter"];
            custom_range?: components["schemas"]["EventsTimeRange"];
        } & {
            [key: string]: unknown;
        };
        /** @description No filters. autumn-js sends features.list without a body, so the body is optional. */
        ListFeaturesParams: {
            [key: string]: unknown;
        };
        /**
         * @description A page of invoices of the mode, newest first (the body autumn-js sends for
         *     invoices.list). Filters combine with AND. Invoices have gap-free numbers
         *     per mode (shown on their hosted page and PDF), amounts in the currency's
         *     major unit, a hosted page valid 90 days (`hosted_invoice_url`; its PDF at
         *     `<hosted_invoice_url>/pdf`), and report `processor_type: stripe` for both
         *     providers (the sandbox included). Tandem keeps no invoices per entity:
         *     with `entity_id` the list is empty. An unknown `customer_id`: 404
         *     `customer_not_found`.
         */
        ListInvoicesParams: {
            /**
             * @description `""` (default) for the first page, else `next_cursor` of the previous page (an unknown cursor: 400 `invalid_request`). autumn-js always sends it.
             * @default
             */
            start_cursor?: string;
            /**
             * Format: int32
             * @description Default 50, at most 5,000 (Autumn's ceiling). autumn-js always sends it.
             * @default 50
             */
            limit?: number;
            customer_id?: string;
            /** @description Only with `customer_id` (entity ids are unique per customer; else 400 `invalid_request`). */
            entity_id?: string;
            /** @description Any of these statuses. */
            status?: components["schemas"]["InvoiceStatus"][];
            /** @description Any of these providers. */
            processor_types?: ("stripe" | "revenuecat")[];
        } & {
            [key: string]: unknown;
        };
        /** @description A customer's payment methods. Without a connected payment provider the list is empty. */
        ListPaymentMethodsParams: {
            customer_id: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The catalog. `customer_id` (and `entity_id`) add `customer_eligibility` to
         *     each plan; they need a secret key (403 `secret_key_required` with a
         *     publishable key).
         */
        ListPlansParams: {
            customer_id?: string;
            entity_id?: string;
            /** @description Default false. */
            include_archived?: boolean;
            /** @description Default false: only the latest version of each plan. */
            all_versions?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description Lists every referral program of the mode (empty body, or none at all as autumn-js sends). */
        ListReferralProgramsParams: {
            [key: string]: unknown;
        };
        /** @description Lists every reward of the mode (autumn-js sends no body at all: accepted, as `{}`). */
        ListRewardsParams: {
            [key: string]: unknown;
        };
        /**
         * @description A page of a webhook's deliveries (its delivery log), newest first:
         *     optionally only those of a `status` and of an event kind (`event_type`).
         *     Deliveries are kept 30 days after they finish.
         */
        ListWebhookDeliveriesParams: {
            webhook_id: components["schemas"]["WebhookId"];
            status?: components["schemas"]["WebhookDeliveryStatus"];
            event_type?: components["schemas"]["BillingEventType"] | "ping";
            /**
             * @description `""` (default) for the first page, else `next_cursor` of the previous page (an unknown cursor: 400 `invalid_request`).
             * @default
             */
            start_cursor?: string;
            /**
             * Format: int32
             * @description Default 20, 1–100.
             * @default 20
             */
            limit?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Lists the webhooks of the key's mode (an empty body, or none). */
        ListWebhooksParams: {
            [key: string]: unknown;
        };
        /** @description Revenue, cost and margin of one key (or of all). */
        MarginFigures: {
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
        /** @description One customer or feature. */
        MarginRow: {
            /** @description The customer id or feature id (or `$base`, `$unattributed`). */
            key: string;
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
        /**
         * @description Tandem's: records that an `open` or `uncollectible` invoice was paid
         *     outside the provider (e.g. a bank transfer). Status becomes `paid`,
         *     `amount_paid` = `total`, and the plan change held for it (an attach in
         *     invoice mode without `enable_plan_immediately`, or a checkout not yet
         *     paid) is applied. Any other status: 400 `invalid_request`.
         */
        MarkInvoicePaidParams: {
            invoice_id: string;
            /** @description When it was paid (Unix ms, not in the future); default now. */
            paid_at?: components["schemas"]["UnixMs"];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Moves customers from one version of a plan to another (Tandem's operation;
         *     Autumn has none). Each customer's subscription switches at once: balances are
         *     re-granted from the new version's items with usage kept, and a price change
         *     takes effect from the next billing period without proration. At most 1,000
         *     customers move per call, oldest subscription first: call again until
         *     `migrated` is 0. Customers whose billing change is running at that moment
         *     are skipped (not listed) and move on a later call. Subscriptions on a plan
         *     customized for them (`customize`) stay on their version and are not listed.
         *     Each subscription moved is announced to billing webhooks as
         *     `customer.plan.migrated` (with both versions), in the same transaction.
         */
        MigratePlanParams: {
            plan_id: string;
            /**
             * Format: int32
             * @description 404 `plan_not_found` if either version does not exist; equal versions answer 400 `invalid_request`. A lower `to_version` (rolling back) is allowed.
             */
            from_version: number;
            /** Format: int32 */
            to_version: number;
            /** @description Only these customers (1–1,000 ids); default every customer on `from_version`. Ids not on `from_version` are skipped. */
            customer_ids?: string[];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description How many customers moved, and which. */
        MigratePlanResult: {
            /** Format: int32 */
            migrated: number;
            customer_ids: string[];
        };
        /** @description Markup of one AI model. Percentages are in percent (`20` = 20 %); costs are per million tokens in the account currency. */
        ModelMarkup: {
            markup?: components["schemas"]["Amount"];
            input_cost?: components["schemas"]["Quantity"];
            output_cost?: components["schemas"]["Quantity"];
        };
        /** @description What the next cycle will charge. */
        NextCycle: {
            starts_at: components["schemas"]["UnixMs"];
            /** Format: double */
            subtotal: number;
            /** Format: double */
            total: number;
            line_items: components["schemas"]["InvoicePreviewLineItem"][];
            usage_line_items: components["schemas"]["UsageLineItem"][];
        };
        /**
         * @description A link to the customer's billing portal, hosted by Tandem for every
         *     provider (`/portal/<token>`, valid 1 hour): plans, invoices (page and PDF)
         *     and payment methods (add, remove, make default). Needs a provider (400
         *     `stripe_not_connected`). `configuration_id` (a Stripe portal
         *     configuration) is refused with 400 `invalid_request`; `return_url`: where
         *     its back link leads.
         */
        OpenCustomerPortalParams: {
            customer_id: string;
            configuration_id?: string;
            return_url?: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The portal session's URL. */
        OpenCustomerPortalResponse: {
            customer_id: string;
            url: string;
        };
        /**
         * @description What to do with usage that does not fit in the remaining balance or an
         *     enabled limit (decided, following Autumn: a limit is a stop, not a warning).
         *     - `cap`: take only what fits: stopping at zero, or where a price allows
         *     overage, at the overage an enabled spend limit still pays for; and never
         *     past an enabled usage limit's window (two tracks of 8 under a daily limit
         *     of 10 use 10).
         *     - `overflow`: take past the balance (its `usage` passes `granted`), as
         *     Autumn does: it punches through an enabled usage limit (the window's
         *     usage then passes the limit and keeps blocking `cap` tracks and checks
         *     until the window ends); an enabled spend limit still stops the overage
         *     where it would pass the limit (the track answers 200 with what was
         *     taken); a track that would pass the price's `max_purchase` answers 402
         *     `max_purchase_reached` and deducts nothing.
         * @enum {string}
         */
        OverageBehavior: "cap" | "overflow";
        /** @description A payment method saved at the provider (billing.setup_payment saves one). */
        PaymentMethod: {
            /** @description The provider's id (Stripe `pm_…`). */
            id: string;
            /**
             * @description `stripe` for both providers (Autumn's wire value); see `provider`.
             * @enum {string}
             */
            processor_type: "stripe";
            /** @description Tandem's: the provider the method is saved at, `sandbox` or `stripe`. */
            provider: components["schemas"]["PaymentProviderName"];
            /** @description The provider's type, e.g. `card`, `sepa_debit`, `us_bank_account`. */
            type: string;
            /** @description The method renewals charge. */
            is_default: boolean;
            /** @description Null unless `type` is `card`. */
            card: {
                /** @description E.g. `visa`, `mastercard`. */
                brand: string;
                last4: string;
                /**
                 * Format: int32
                 * @description 1–12.
                 */
                exp_month: number;
                /** Format: int32 */
                exp_year: number;
            } | null;
            created_at: components["schemas"]["UnixMs"];
        };
        /** @description The customer's payment methods, the default one first, then newest first. */
        PaymentMethodList: {
            list: components["schemas"]["PaymentMethod"][];
        };
        /**
         * @description Who took (or will take) a payment, in Tandem's own words: `sandbox` (test
         *     mode's built-in provider) or `stripe`. Autumn's wire field
         *     `processor_type` stays `stripe` for both (autumn-js accepts only `stripe`
         *     or `revenuecat` there); `provider` tells them apart. Null for an invoice
         *     no provider has handled (nothing to charge through one yet).
         * @enum {string}
         */
        PaymentProviderName: "sandbox" | "stripe";
        /**
         * @description A plan (one version of it): a base price plus items. Plans in one `group`
         *     are mutually exclusive unless `add_on`; `auto_enable` plans are attached to
         *     new customers.
         */
        Plan: {
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
                additional_currencies?: components["schemas"]["CurrencyAmount"][];
                interval: components["schemas"]["BillingInterval"];
                /** Format: int32 */
                interval_count?: number;
                display?: components["schemas"]["PriceDisplay"];
                processors?: {
                    stripe?: {
                        price_id: string;
                    } | null;
                };
            } | null;
            items: components["schemas"]["PlanItem"][];
            processors?: components["schemas"]["PlanProcessors"];
            free_trial?: components["schemas"]["FreeTrial"];
            created_at: components["schemas"]["UnixMs"];
            env: components["schemas"]["Environment"];
            archived: boolean;
            config: {
                /** @description Keep access while an invoice is past due. */
                ignore_past_due: boolean;
            };
            billing_controls?: components["schemas"]["BillingControls"];
            metadata: {
                [key: string]: unknown;
            };
            customer_eligibility?: components["schemas"]["CustomerEligibility"];
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
        PlanChange: {
            plan_id: string;
            plan?: components["schemas"]["Plan"];
            feature_quantities: components["schemas"]["FeatureQuantity"][];
            /** Format: int64 */
            effective_at: number | null;
            /** Format: int64 */
            canceled_at: number | null;
            /** Format: int64 */
            expires_at: number | null;
        };
        /** @description Plan switches. */
        PlanConfigInput: {
            /**
             * @description Default false.
             * @default false
             */
            ignore_past_due?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description A plan change of a customer (the `customer.plan.*` kinds). */
        PlanEventData: {
            customer_id: string;
            /** @description Null: plans are the customer's. */
            entity_id: string | null;
            plan_id: string;
            /** @description The plan it replaces or replaced (upgrades, downgrades, a scheduled change), else null. */
            previous_plan_id: string | null;
            /** @description The subscription (`sub_…`) that changed. */
            subscription_id?: string | null;
            /**
             * @description The subscription's state after the change.
             * @enum {string}
             */
            status: "active" | "trialing" | "past_due" | "scheduled" | "expired";
            /**
             * Format: int64
             * @description Unix ms; null for a plan without billing periods.
             */
            current_period_start: number | null;
            /** Format: int64 */
            current_period_end: number | null;
            /**
             * Format: int64
             * @description When the change takes (or took) effect, Unix ms, in the customer's time (its test clock's).
             */
            effective_at: number | null;
        };
        /** @description A plan filter of customers.list and entities.list: any of `versions` (default any version). */
        PlanFilter: {
            id: string;
            versions?: number[];
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
        PlanItem: {
            threshold_billing?: {
                /** Format: double */
                threshold: number;
            } | null;
            feature_id: string;
            feature?: components["schemas"]["PlanItemFeature"];
            /** Format: double */
            included: number;
            unlimited: boolean;
            /** @description Entities draw from one pool at customer level instead of each getting `included`. */
            pooled: boolean;
            reset: {
                interval: components["schemas"]["ResetInterval"];
                /** Format: int32 */
                interval_count?: number;
            } | null;
            price: {
                /** Format: double */
                amount?: number;
                additional_currencies?: components["schemas"]["CurrencyAmount"][];
                tiers?: components["schemas"]["PriceTier"][];
                tier_behavior?: components["schemas"]["TierBehavior"];
                interval: components["schemas"]["BillingInterval"];
                /** Format: int32 */
                interval_count?: number;
                /** Format: double */
                billing_units: number;
                billing_method: components["schemas"]["BillingMethod"];
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
            display?: components["schemas"]["PriceDisplay"];
            rollover?: components["schemas"]["Rollover"];
            expiry?: {
                /** @enum {string} */
                duration: "day" | "week" | "month" | "year";
                /** Format: int32 */
                length: number;
            } | null;
            feature_override?: components["schemas"]["FeatureOverride"];
        };
        /** @description The feature of a plan item, in Autumn's legacy feature shape (`static` = boolean, `single_use` = consumable metered, `continuous_use` = non-consumable metered). */
        PlanItemFeature: {
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
         *     `included` is ignored); `pooled` default false. A feature appears at most
         *     once per plan, except a metered feature with one included item and one priced
         *     item (400 `invalid_request` otherwise); 404 `feature_not_found` for an
         *     unknown `feature_id`.
         */
        PlanItemInput: {
            /** @description null or absent: no threshold billing. (Inline rather than a named model so that null validates: AJV does not apply `nullable` through `allOf`.) */
            threshold_billing?: ({
                threshold: components["schemas"]["Quantity"];
            } & {
                [key: string]: unknown;
            }) | null;
            feature_id: string;
            included?: components["schemas"]["Quantity"];
            unlimited?: boolean;
            /** @default false */
            pooled?: boolean;
            reset?: components["schemas"]["PlanItemResetInput"];
            price?: components["schemas"]["PlanItemPriceInput"];
            proration?: components["schemas"]["ProrationInput"];
            rollover?: components["schemas"]["RolloverInput"];
            expiry?: components["schemas"]["ItemExpiry"];
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
        PlanItemPriceInput: {
            amount?: components["schemas"]["PriceAmount"];
            additional_currencies?: components["schemas"]["CurrencyAmountInput"][];
            tiers?: components["schemas"]["PriceTierInput"][];
            tier_behavior?: components["schemas"]["TierBehavior"];
            interval: components["schemas"]["BillingInterval"];
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
            billing_method: components["schemas"]["BillingMethod"];
            /** Format: double */
            max_purchase?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A reset interval; `interval_count` default 1. */
        PlanItemResetInput: {
            interval: components["schemas"]["ResetInterval"];
            /**
             * Format: int32
             * @default 1
             */
            interval_count?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Plans ordered by `created_at`, oldest first (versions of one plan newest first). */
        PlanList: {
            list: components["schemas"]["Plan"][];
        };
        /**
         * @description A subscription moved to another version of its plan (`customer.plan.migrated`):
         *     a plan event's fields, with both versions.
         */
        PlanMigratedEventData: {
            customer_id: string;
            /** @description Null: plans are the customer's. */
            entity_id: string | null;
            plan_id: string;
            /** @description The plan it replaces or replaced (upgrades, downgrades, a scheduled change), else null. */
            previous_plan_id: string | null;
            /** @description The subscription (`sub_…`) that changed. */
            subscription_id?: string | null;
            /**
             * @description The subscription's state after the change.
             * @enum {string}
             */
            status: "active" | "trialing" | "past_due" | "scheduled" | "expired";
            /**
             * Format: int64
             * @description Unix ms; null for a plan without billing periods.
             */
            current_period_start: number | null;
            /** Format: int64 */
            current_period_end: number | null;
            /**
             * Format: int64
             * @description When the change takes (or took) effect, Unix ms, in the customer's time (its test clock's).
             */
            effective_at: number | null;
            /**
             * Format: int32
             * @description The version the subscription is on now.
             */
            plan_version: number;
            /**
             * Format: int32
             * @description The version it was moved from.
             */
            previous_plan_version: number;
        };
        /** @description A base price. `interval_count` default 1. */
        PlanPriceInput: {
            amount: components["schemas"]["PriceAmount"];
            interval: components["schemas"]["BillingInterval"];
            /**
             * Format: int32
             * @default 1
             */
            interval_count?: number;
            additional_currencies?: components["schemas"]["CurrencyAmountInput"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Where a plan is mirrored in payment processors. */
        PlanProcessors: {
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
        PlanUpdateMigration: {
            /** @description true: Tandem moves nobody (Autumn's draft migrations are not kept); false: move customers as plans.migrate does (each subscription moved: `customer.plan.migrated`). */
            draft: boolean;
            /** @description Also move customers whose plan was customized (attach's or billing.update's `customize`); moved, they leave the customization behind. Default false. */
            include_custom?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description Every version of the plan, newest first; the first is the latest. */
        PlanVersionList: {
            list: components["schemas"]["Plan"][];
        };
        /** @description Every version of a plan (Tandem's operation; Autumn has none). */
        PlanVersionsParams: {
            plan_id: string;
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
        PreviewAttachResponse: {
            customer_id: string;
            line_items: components["schemas"]["InvoicePreviewLineItem"][];
            /** Format: double */
            subtotal: number;
            /** Format: double */
            total: number;
            currency: string;
            /** @description Whether the change resets the customer's usage. */
            resets_usage?: boolean;
            next_cycle?: components["schemas"]["NextCycle"];
            expand?: string[];
            incoming: components["schemas"]["PlanChange"][];
            outgoing: components["schemas"]["PlanChange"][];
            tax?: components["schemas"]["PreviewTax"];
            invoice_credits?: components["schemas"]["InvoiceCredits"];
            redirect_to_checkout: boolean;
            /** @description `stripe_checkout`, `autumn_checkout` (Tandem-hosted), or null. */
            checkout_type: string | null;
        };
        /** @description A plan that would give access, in Autumn's product format. */
        PreviewProduct: {
            id: string;
            name: string;
            group: string | null;
            env: components["schemas"]["Environment"];
            is_add_on: boolean;
            is_default: boolean;
            archived: boolean;
            /** Format: double */
            version: number;
            created_at: components["schemas"]["UnixMs"];
            items: components["schemas"]["PreviewProductItem"][];
            free_trial: {
                /** @enum {string} */
                duration: "day" | "month" | "year";
                /** Format: double */
                length: number;
                unique_fingerprint: boolean;
                card_required: boolean;
                /** @description `bill` or `revert`. */
                on_end?: string | null;
                trial_available: boolean | null;
            } | null;
            base_variant_id: string | null;
            billing_controls?: components["schemas"]["PreviewProductBillingControls"];
            scenario?: components["schemas"]["PreviewProductScenario"];
            properties?: components["schemas"]["PreviewProductProperties"];
        };
        /** @description A previewed plan's billing controls; each entry as in a customer's `billing_controls` (depth not modelled). */
        PreviewProductBillingControls: {
            auto_topups?: {
                [key: string]: unknown;
            }[];
            spend_limits?: {
                [key: string]: unknown;
            }[];
            usage_limits?: {
                [key: string]: unknown;
            }[];
            usage_alerts?: {
                [key: string]: unknown;
            }[];
            overage_allowed?: {
                [key: string]: unknown;
            }[];
        };
        /**
         * @description One item of a previewed plan, in Autumn's older product-item format. Every
         *     field is optional; the enumerated strings are: `type` `feature` |
         *     `priced_feature` | `price`; `feature_type` `single_use` | `continuous_use` |
         *     `boolean` | `static`; `interval` a `ResetInterval` other than `one_off`;
         *     `tier_behavior` `graduated` | `volume`; `usage_model` `prepaid` |
         *     `pay_per_use`.
         */
        PreviewProductItem: {
            type?: string | null;
            feature_id?: string | null;
            feature_type?: string | null;
            /** @description A number, or `"inf"` for unlimited. */
            included_usage?: unknown;
            interval?: string | null;
            /** Format: double */
            interval_count?: number | null;
            /** Format: double */
            price?: number | null;
            /** @description Price tiers (`{ to, amount }`), as in a plan item's price. */
            tiers?: unknown[] | null;
            tier_behavior?: string | null;
            usage_model?: string | null;
            /** Format: double */
            billing_units?: number | null;
            reset_usage_when_enabled?: boolean | null;
            entity_feature_id?: string | null;
            /** @description `{ primary_text, secondary_text? }` (depth not modelled). */
            display?: {
                [key: string]: unknown;
            } | null;
            /** Format: double */
            quantity?: number | null;
            /** Format: double */
            next_cycle_quantity?: number | null;
            /** @description `{ rollover?, on_increase?, on_decrease? }` (depth not modelled). */
            config?: {
                [key: string]: unknown;
            } | null;
        };
        /** @description Flags of a previewed plan. `interval_group` is its billing interval, e.g. `month`. */
        PreviewProductProperties: {
            is_free: boolean;
            is_one_off: boolean;
            interval_group?: string | null;
            has_trial?: boolean | null;
            updateable?: boolean | null;
        };
        /**
         * @description How attaching a plan would change the customer's plans (Autumn's product scenarios).
         * @enum {string}
         */
        PreviewProductScenario: "scheduled" | "active" | "new" | "renew" | "upgrade" | "update_prepaid_quantity" | "downgrade" | "cancel" | "expired" | "past_due";
        /** @description Tax on a previewed charge. */
        PreviewTax: {
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
         * @description The answer of billing.preview_update: exactly what billing.update would
         *     charge (`total` > 0) or refund (`total` < 0, the credit note's total) now,
         *     to the minor unit, and next cycle; `incoming`/`outgoing` say when plans
         *     start and end (a cancel at the end of the cycle: `expires_at` = the
         *     period's end, and the group's default plan incoming then). A cancel now
         *     (`cancel_immediately`) lists the refund's credit-note lines, then the
         *     plan's last invoice of usage in arrears (see CancelParams); `total` is
         *     their sum.
         */
        PreviewUpdateResponse: {
            customer_id: string;
            line_items: components["schemas"]["InvoicePreviewLineItem"][];
            /** Format: double */
            subtotal: number;
            /** Format: double */
            total: number;
            currency: string;
            /** @description Whether the change resets the customer's usage. */
            resets_usage?: boolean;
            next_cycle?: components["schemas"]["NextCycle"];
            expand?: string[];
            incoming: components["schemas"]["PlanChange"][];
            outgoing: components["schemas"]["PlanChange"][];
            tax?: components["schemas"]["PreviewTax"];
            invoice_credits?: components["schemas"]["InvoiceCredits"];
            intent: components["schemas"]["UpdateIntent"];
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
        PriceAmount: number;
        /** @description Ready-made text for a pricing page. */
        PriceDisplay: {
            primary_text: string;
            secondary_text?: string;
        };
        /** @description One price tier: units up to `to` (a number, or `"inf"` for the last tier). Amounts are per `billing_units`. */
        PriceTier: {
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
        PriceTierInput: {
            to: components["schemas"]["Quantity"] | "inf";
            amount?: components["schemas"]["PriceAmount"];
            flat_amount?: components["schemas"]["PriceAmount"];
            additional_currencies?: {
                [key: string]: unknown;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** @description A promotion or referral code: 1–64 letters, digits, `_` and `-`; matched case-insensitively; unique per mode. */
        PromoCodeText: string;
        /** @description What happens to the bill when a prepaid quantity changes mid-period. */
        ProrationInput: {
            /** @enum {string} */
            on_increase: "bill_immediately" | "prorate_immediately" | "prorate_next_cycle" | "bill_next_cycle";
            /** @enum {string} */
            on_decrease: "prorate" | "prorate_immediately" | "prorate_next_cycle" | "none" | "no_prorations";
        } & {
            [key: string]: unknown;
        };
        /** @description Markup of every model of one provider, in percent. */
        ProviderMarkup: {
            markup: components["schemas"]["Amount"];
        };
        /** @description A one-off plan the customer bought. */
        Purchase: {
            /** @description With `expand: ["purchases.plan"]`. */
            plan?: components["schemas"]["Plan"];
            plan_id: string;
            /**
             * Format: int64
             * @description Null for lifetime access.
             */
            expires_at: number | null;
            started_at: components["schemas"]["UnixMs"];
            /** Format: double */
            quantity: number;
            scope?: components["schemas"]["AttachScope"];
        };
        /**
         * Format: double
         * @description An `Amount` that cannot be negative: 0 … 1,000,000,000 (else 400 `invalid_amount`).
         */
        Quantity: number;
        /** @description Controls whether balances are recalculated from the updated plan. */
        RecalculateBalancesParams: {
            enabled: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Redeems a referral code (matched case-insensitively) for a customer (404
         *     `customer_not_found`; an unknown code: 400 `invalid_request` naming `code`).
         *     The reward follows the program's `redeem_on` and `received_by`. A customer
         *     redeems at most one code per program (409 `already_redeemed`) and never
         *     its own (400 `self_referral`); a code past the program's `max_redemptions`:
         *     400 `code_exhausted`.
         */
        RedeemReferralParams: {
            code: components["schemas"]["PromoCodeText"];
            customer_id: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Redeems a promo code (matched case-insensitively) for a customer (404
         *     `customer_not_found`).
         *     - A feature grant gives its grants at once as one-off balances
         *     (`entitlements_granted`).
         *     - A coupon is held by the customer (customers.get `expand: ["rewards"]`
         *     lists it in `discounts`) and applies to its next paid charges for the
         *     coupon's duration; `entitlements_granted` is empty.
         *     - The customer redeemed this reward before (by any of its codes): 409
         *     `already_redeemed`. An unknown code: 400 `invalid_request` naming `code`;
         *     an expired one: 400 `code_expired`; one used up
         *     (`global_max_redemption`/`max_uses`): 400 `code_exhausted`; a fixed
         *     coupon in another currency than the customer's (the one its first paid
         *     change fixed, else its `currency`): 400 `currency_mismatch`;
         *     a `first_time_transaction` code for a customer who has paid: 400
         *     `invalid_request`.
         */
        RedeemRewardParams: {
            code: components["schemas"]["PromoCodeText"];
            customer_id: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description What a redemption gave. */
        RedeemRewardResponse: {
            reward_id: string;
            entitlements_granted: components["schemas"]["EntitlementGranted"][];
        };
        /** @description A customer's referral code. */
        ReferralCode: {
            /** @description 8 characters, `A`–`Z` and `2`–`9` (no `0`, `1`, `I`, `O`). */
            code: string;
            customer_id: string;
            created_at: components["schemas"]["UnixMs"];
        };
        /** @description A referral program: customers share codes; redeeming one gives the program's reward. */
        ReferralProgram: {
            id: string;
            reward_id: string;
            redeem_on: components["schemas"]["ReferralRedeemOn"];
            received_by: components["schemas"]["ReferralReceivedBy"];
            /**
             * Format: int32
             * @description Redemptions allowed per code; null: unlimited.
             */
            max_redemptions?: number | null;
            /** @description For `checkout`: the plans whose first paid attach gives the reward. */
            plan_ids?: string[] | null;
            /** @description For `checkout`: an attach that starts a free trial does not count. */
            exclude_trial?: boolean | null;
            created_at: components["schemas"]["UnixMs"];
        };
        /** @description Names one referral program by its `id`. */
        ReferralProgramIdParams: {
            referral_program_id: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Every referral program, oldest first (no paging). */
        ReferralProgramList: {
            list: components["schemas"]["ReferralProgram"][];
        };
        /**
         * @description Who gets the reward: the code's owner only (`referrer`) or both (`all`).
         *     Giving a coupon makes the receiver hold it (as rewards.redeem does; a
         *     referrer rewarded for several referrals holds it once per referral); giving
         *     a feature grant adds its balances. A receiver who already redeemed the same
         *     reward by a promo code still gets it.
         * @enum {string}
         */
        ReferralReceivedBy: "referrer" | "all";
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
        ReferralRedeemOn: "customer_creation" | "checkout";
        /** @description A redemption: `id` (`ref_…`), the redeeming customer and the program's reward. */
        ReferralRedemption: {
            id: string;
            customer_id: string;
            reward_id: string;
            /** @description Tandem's: the referrer (the code's owner). */
            referrer_id?: string;
            /** @description Tandem's: the reward was given (`customer_creation`); false while a `checkout` program waits for the first payment. */
            reward_applied?: boolean;
        };
        /** @description Removes a license of the plan (refused by Tandem: see `AttachParams`). */
        RemoveLicenseParams: {
            license_plan_id: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Why the customer must act before the change completes. */
        RequiredAction: {
            /** @enum {string} */
            code: "3ds_required" | "payment_method_required" | "payment_failed" | "payment_processing";
            reason: string;
        };
        /**
         * @description Sends a finished delivery (`failed` or `succeeded`) again now, with the
         *     same `webhook-id`; the attempt is logged as `manual`, and answered. A
         *     failed resend is not retried on the schedule (resend it again). A pending
         *     delivery: 409 `delivery_pending` (it is retried on its schedule); one of a
         *     disabled webhook: 409 `webhook_disabled`; an unknown one: 404
         *     `webhook_delivery_not_found`.
         */
        ResendWebhookDeliveryParams: {
            delivery_id: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description How often an included balance resets. `one_off` never resets.
         * @enum {string}
         */
        ResetInterval: "one_off" | "minute" | "hour" | "day" | "week" | "month" | "quarter" | "semi_annual" | "year";
        /**
         * @description Every failed answer: `{ message, code, data? }` with the seed's status/code
         *     table. `data` carries details (for `idempotency_replay`: `data.response`, the
         *     first answer).
         */
        RevenueError: {
            message: string;
            code: string;
            data?: {
                [key: string]: unknown;
            };
        };
        /** @description A reward: exactly one of the two members is present. */
        Reward: {
            coupon?: components["schemas"]["Coupon"];
            feature_grant?: components["schemas"]["FeatureGrant"];
        };
        /** @description A reward's or program's caller-chosen id: 1–255 letters, digits, `_` and `-`; unique per mode. */
        RewardId: string;
        /** @description Names one reward by its `id`. */
        RewardIdParams: {
            reward_id: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Every reward, oldest first, by kind (no paging). */
        RewardList: {
            coupons: components["schemas"]["Coupon"][];
            feature_grants: components["schemas"]["FeatureGrant"][];
        };
        /** @description Unused balance carried into the next period: at most `max` units or `max_percentage` % of the grant. */
        Rollover: {
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
        RolloverInput: {
            max?: components["schemas"]["Quantity"];
            /** Format: double */
            max_percentage?: number;
            /** @enum {string} */
            expiry_duration_type: "month" | "forever";
            /** Format: int32 */
            expiry_duration_length?: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A new signing secret. The previous one keeps signing (a second
         *     `v1,` signature on every delivery) for `overlap_seconds`: 0 expires it at
         *     once, at most 604,800 (7 days); default 86,400 (24 hours).
         */
        RotateWebhookSecretParams: {
            id: components["schemas"]["WebhookId"];
            /** Format: int32 */
            overlap_seconds?: number;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Starts a payment-method setup (a checkout that saves a card and charges
         *     nothing; the sandbox's is Tandem's `/pay/<token>` page, valid 24 hours)
         *     and answers its URL. The saved method becomes the customer's default.
         *     Always needs a provider (400 `stripe_not_connected`). Attaching a plan in
         *     the same step (`plan_id` and the attach fields) is not supported yet: 400
         *     `invalid_request` naming the field (save the method, then attach).
         */
        SetupPaymentParams: {
            customer_id: string;
            entity_id?: string;
            plan_id?: string;
            feature_quantities?: components["schemas"]["FeatureQuantityParams"][];
            /** Format: int32 */
            version?: number;
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
            customize?: components["schemas"]["CustomizeParams"];
            /** @enum {string} */
            proration_behavior?: "prorate_immediately" | "none";
            subscription_id?: string;
            discounts?: components["schemas"]["DiscountParams"][];
            success_url?: string;
            billing_cycle_anchor?: components["schemas"]["BillingCycleAnchor"];
            starts_at?: components["schemas"]["UnixMs"];
            ends_at?: components["schemas"]["UnixMs"];
            checkout_session_params?: {
                [key: string]: unknown;
            };
            custom_line_items?: components["schemas"]["CustomLineItemParams"][];
            processor_subscription_id?: string;
            carry_over_balances?: components["schemas"]["CarryOverParams"];
            carry_over_usages?: components["schemas"]["CarryOverParams"];
            license_quantities?: components["schemas"]["LicenseQuantityParams"][];
            metadata?: {
                [key: string]: string;
            };
            no_billing_changes?: boolean;
            enable_plan_immediately?: boolean;
            tax_rate_id?: string;
            currency?: string;
            remove_plan_ids?: string[];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Where the customer saves a payment method. */
        SetupPaymentResponse: {
            customer_id: string;
            /** @description Present when `entity_id` was given. */
            entity_id?: string;
            url: string;
        };
        /** @description A recurring plan the customer (or entity) is on. */
        Subscription: {
            /** @description The subscription id given at attach time, else Tandem's id. */
            id: string;
            /** @description With `expand: ["subscriptions.plan"]`: the plan at the version the customer is on. */
            plan?: components["schemas"]["Plan"];
            plan_id: string;
            auto_enable: boolean;
            add_on: boolean;
            status: components["schemas"]["SubscriptionStatus"];
            past_due: boolean;
            /** Format: int64 */
            canceled_at: number | null;
            /** Format: int64 */
            expires_at: number | null;
            /** Format: int64 */
            trial_ends_at: number | null;
            started_at: components["schemas"]["UnixMs"];
            /** Format: int64 */
            current_period_start: number | null;
            /** Format: int64 */
            current_period_end: number | null;
            /** Format: double */
            quantity: number;
            scope?: components["schemas"]["AttachScope"];
        };
        /**
         * @description `scheduled`: starts at `started_at`, the end of the current plan's period
         *     (a downgrade, `plan_schedule: end_of_cycle`, or the group's default plan
         *     after a cancel at the end of the cycle); it has no balances until then.
         *     A subscription ending at a boundary stays `active` with `canceled_at` and
         *     `expires_at` set.
         * @enum {string}
         */
        SubscriptionStatus: "active" | "scheduled";
        /** @description `{ success: true }`: the answer of balances.finalize and balances.update (as Autumn answers them). */
        SuccessResult: {
            success: boolean;
        };
        /**
         * Format: int64
         * @description A test clock's time, Unix ms: 2000-01-01 … 2200-01-01 UTC, where every calendar computation is defined (else 400 `invalid_request`).
         */
        TestClockTime: number;
        /**
         * @description `graduated`: each tier prices the units inside it; `volume`: the tier reached prices every unit.
         * @enum {string}
         */
        TierBehavior: "graduated" | "volume";
        /**
         * Format: int64
         * @description A token count of track_tokens / costs.track: an integer 0 … 10¹² (else 400 `invalid_amount`).
         */
        TokenCount: number;
        /** @description 1–1,000 costs of one batch. */
        TrackCostItems: components["schemas"]["TrackCostParams"][];
        /**
         * @description Records what serving a customer cost (e.g. a model call, compute, an SMS),
         *     for analytics.margins. Give exactly one of `amount` and `model_id` (else
         *     400 `invalid_request`):
         *     - `amount`: the cost in `currency` (default the account currency, `usd`),
         *     0 … 1,000,000 (else 400 `invalid_amount`; a bigger cost is several
         *     records). A cost in another currency would be converted with an
         *     exchange-rate table; Tandem has none yet, so any other currency answers
         *     400 `missing_fx_rate` (decided).
         *     - `model_id` with token counts: priced with the rate table
         *     (costs.rates.list), pools as in balances.track_tokens (the feature's
         *     `model_markups` do not apply: a cost is the provider's price). A model id
         *     not in the table is looked up again without a trailing date snapshot
         *     (`-YYYYMMDD` or `-YYYY-MM-DD`), so `anthropic/claude-sonnet-4-20250514` is
         *     priced as `anthropic/claude-sonnet-4`; still unknown: 400
         *     `invalid_request` naming `model_id` and the model. `currency` is refused
         *     (rates are in the account currency). A token cost over 1,000,000: 400
         *     `invalid_amount`.
         *     Amounts are kept exactly in integer nano-units (10⁻⁹ of the major unit): at
         *     most 9 decimals, more are rounded half-up. A cost deducts no balance.
         *     balances.track_tokens records its provider cost the same way, in the same
         *     transaction as its deduction (a refused track_tokens records no cost).
         *     `customer_id` must exist (404 `customer_not_found`), `entity_id` too
         *     (404 `entity_not_found`).
         */
        TrackCostParams: {
            customer_id: string;
            entity_id?: string;
            /** @description The feature the cost serves, for margins per feature (must exist: 404 `feature_not_found`). */
            feature_id?: string;
            /** @description Where the cost comes from, e.g. `openai`, `aws`, `twilio`; default the provider of `model_id`, else none. */
            source?: string;
            /** @description Major units of `currency`, e.g. `0.0042`; 0 … 1,000,000 (else 400 `invalid_amount`). */
            amount?: components["schemas"]["CostAmount"];
            currency?: components["schemas"]["CurrencyCode"];
            /** @description `<provider>/<model>`, as in balances.track_tokens. */
            model_id?: string;
            input_tokens?: components["schemas"]["TokenCount"];
            output_tokens?: components["schemas"]["TokenCount"];
            cache_read_tokens?: components["schemas"]["TokenCount"];
            cache_write_tokens?: components["schemas"]["TokenCount"];
            audio_input_tokens?: components["schemas"]["TokenCount"];
            audio_output_tokens?: components["schemas"]["TokenCount"];
            reasoning_tokens?: components["schemas"]["TokenCount"];
            /** @description Free-form properties kept with the cost. */
            properties?: {
                [key: string]: unknown;
            };
            /** @description When the cost arose (Unix ms); default now; at most 5 minutes in the future. */
            timestamp?: components["schemas"]["UnixMs"];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Reserves a track's `value` instead of deducting it (settled by balances.finalize). `lock_id` and `expires_at` as in `CheckLock`. */
        TrackLock: {
            lock_id?: string;
            /** @enum {boolean} */
            enabled: true;
            expires_at?: components["schemas"]["UnixMs"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Records usage of a feature and deducts it.
         *
         *     - Name the feature by `feature_id`, or by `event_name` (deducts every
         *     feature whose `event_names` contain it). Neither: 400
         *     `missing_feature_id`; both: 400 `invalid_request`.
         *     - `value` default 1. A negative value gives back: usage drops by that much
         *     (restored to breakdowns in the reverse of the deduction order), never
         *     below zero.
         *     - Deduction order over a feature's stacked breakdowns: the one expiring
         *     first, then resetting ones before one-off grants, then the oldest.
         *     Within a breakdown, rolled-over units are spent before the fresh grant
         *     (when a rollover expires, the usage it paid for goes with it). A metered
         *     feature with no balance of its own but drawn from a credit system
         *     deducts `value × credit_cost` credits, and `balance` is then the credit
         *     system's (as Autumn answers).
         *     - `overage_behavior` default `cap`: takes what fits (the balance, an
         *     enabled spend limit, an enabled usage limit's window) and answers 200
         *     even when less (or nothing) fit — `deductions` say what was taken, and
         *     the usage event records the units taken. `overflow` takes it all or
         *     nothing (see `OverageBehavior`).
         *     - A customer or entity with neither a balance nor a flag for the feature:
         *     the usage event is recorded (events.list, events.aggregate) and nothing
         *     is deducted, as Autumn does; the answer has `balance: null` and no
         *     `deductions`.
         *     - A plan's own `billing_controls.overage_allowed` entry for a feature is
         *     the default of the rows that plan gives (Autumn's plan default): enabled
         *     lets them go past their grant; the customer's (entity's) entry still
         *     overrides it.
         *     - 402 (decided; nothing is deducted): `max_purchase_reached` when an
         *     overage would pass the price's `max_purchase`. With a `lock`, the
         *     reservation follows `overage_behavior` when given, else rejects: 402
         *     `insufficient_balance` when the value does not fit,
         *     `usage_limit_reached` when an enabled usage limit blocks it, `no_access`
         *     when the customer has no balance of the feature.
         *     - 409 `balance_contention` when the balance row stays busy (retry);
         *     404 as for check.
         */
        TrackParams: {
            customer_id: string;
            feature_id?: string;
            entity_id?: string;
            event_name?: string;
            /**
             * @description Units used; default 1; negative gives back; |value| ≤ 1e9 (`Amount`).
             * @default 1
             */
            value?: components["schemas"]["Amount"];
            /** @description Free-form properties stored with the event (usable by events.aggregate `group_by` and `filter_by`). */
            properties?: components["schemas"]["EventProperties"];
            /** @description When the usage happened (Unix ms); default now; at most 5 minutes in the future. Dates the event only: the deduction applies to the current balances. */
            timestamp?: components["schemas"]["UnixMs"];
            /** @description Default `cap`; for a track with a `lock`, see `TrackParams`. */
            overage_behavior?: components["schemas"]["OverageBehavior"];
            /** @description Accepted for autumn-js and ignored: Tandem always applies the track before answering, with the full answer. */
            async?: boolean;
            lock?: components["schemas"]["TrackLock"];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The answer of balances.track, track and balances.track_tokens. */
        TrackResponse: {
            customer_id: string;
            /** @description Present when the track named an entity. */
            entity_id?: string;
            /** @description Present when the track named an event. */
            event_name?: string;
            /**
             * Format: double
             * @description The value tracked as asked (for track_tokens: the credits the tokens cost). With `cap` the amount taken can be less: see `deductions`.
             */
            value: number;
            /** @description The balance of `feature_id` (or of the one feature `event_name` matched) after the track — the credit system's for a feature drawn from one; null when several features matched or the feature has none. */
            balance: {
                feature_id: string;
                /** @description With `expand: ["balances.feature"]`. */
                feature?: components["schemas"]["Feature"];
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
                breakdown?: components["schemas"]["BalanceBreakdown"][];
                rollovers?: components["schemas"]["BalanceRollover"][];
            } | null;
            /**
             * @description The tracked features and their related features, keyed by feature id (Autumn's rule): each
             *     tracked feature and every credit system whose `credit_schema` names it, each the balance after
             *     the track, or null when the customer has none of it. Absent when that makes fewer than two
             *     entries (one feature tracked, no credit system drawing on it).
             */
            balances?: {
                [key: string]: {
                    feature_id: string;
                    /** @description With `expand: ["balances.feature"]`. */
                    feature?: components["schemas"]["Feature"];
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
                    breakdown?: components["schemas"]["BalanceBreakdown"][];
                    rollovers?: components["schemas"]["BalanceRollover"][];
                } | null;
            };
            /** @description What was taken from which breakdown; empty for a lock (nothing is taken until confirmed). */
            deductions: components["schemas"]["BalanceDeduction"][];
            /** @description Tandem addition: the lock's id when the track took a lock. */
            lock_id?: string;
        };
        /**
         * @description Tracks AI model usage against an `ai_credit_system` feature.
         *
         *     Cost: each token count × the model's price per million tokens — the
         *     feature's `model_markups[model_id].input_cost`/`output_cost` when set, else
         *     the rate table (costs.rates.list) — then marked up by
         *     `model_markups[model_id].markup`, else `provider_markups[provider].markup`,
         *     else `default_markup`, else 0 (percent). The result, in the account currency's
         *     major unit, is the number of credits deducted (decided: one credit = one
         *     unit of the account currency). Token pools without a price of their own
         *     (cache, audio, reasoning) cost as input (cache, audio input) or output
         *     (audio output, reasoning) tokens. The raw provider cost, before markup (at
         *     the rate table's prices; at the markups' prices for a model only in the
         *     markups), is also recorded as a cost record (costs.list, `source` = the
         *     provider, `feature_id` = the credit feature) in the same transaction, for
         *     analytics.margins; a refused call records none. A model id not in the table
         *     is looked up again without a trailing date snapshot (`-YYYYMMDD`,
         *     `-YYYY-MM-DD`): `anthropic/claude-sonnet-4-20250514` is priced as
         *     `anthropic/claude-sonnet-4`. A model in neither the markups nor the rate
         *     table: 400 `invalid_request` naming `model_id` and the model. Deduction,
         *     402s and the answer as for balances.track (`value` = credits).
         */
        TrackTokensParams: {
            customer_id: string;
            entity_id?: string;
            /** @description The `ai_credit_system` feature; may be omitted when the customer has exactly one (else 400 `missing_feature_id`). */
            feature_id?: string;
            /** @description `<provider>/<model>`, e.g. `anthropic/claude-sonnet-4`; the provider is the first path segment. */
            model_id: string;
            /** @description Non-cached text input tokens. */
            input_tokens: components["schemas"]["TokenCount"];
            /** @description Text output tokens (without reasoning and audio). */
            output_tokens: components["schemas"]["TokenCount"];
            cache_read_tokens?: components["schemas"]["TokenCount"];
            cache_write_tokens?: components["schemas"]["TokenCount"];
            audio_input_tokens?: components["schemas"]["TokenCount"];
            audio_output_tokens?: components["schemas"]["TokenCount"];
            reasoning_tokens?: components["schemas"]["TokenCount"];
            properties?: components["schemas"]["EventProperties"];
            /** @description As in balances.track. */
            timestamp?: components["schemas"]["UnixMs"];
            /** @description Default `cap`. */
            overage_behavior?: components["schemas"]["OverageBehavior"];
            /** @description Accepted and ignored, as in balances.track. */
            async?: boolean;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A free trial the customer (or its fingerprint) has used; a trial is granted once per plan. */
        TrialUsed: {
            plan_id: string;
            customer_id: string;
            fingerprint?: string | null;
        };
        /**
         * Format: int64
         * @description Unix time in milliseconds, as Autumn sends times.
         */
        UnixMs: number;
        /**
         * @description Changes a balance. At most one of `remaining`, `add_to_balance` and
         *     `usage`; at least one field to change. Targets the breakdown named by
         *     `balance_id`, else the one with reset `interval`, else the feature's only
         *     balance — when several match, 400 `invalid_request` asking for
         *     `balance_id` or `interval`.
         */
        UpdateBalanceParams: {
            customer_id: string;
            feature_id: string;
            entity_id?: string;
            /** @description Sets remaining to this value (usage becomes granted − remaining). Refused on an unlimited balance. */
            remaining?: components["schemas"]["Amount"];
            /** @description Adds to remaining (negative subtracts); the granted amount grows or shrinks with it. */
            add_to_balance?: components["schemas"]["Amount"];
            /** @description Sets usage to this value, ≥ 0. */
            usage?: components["schemas"]["Quantity"];
            /** @description Targets the breakdown with this reset interval. */
            interval?: components["schemas"]["ResetInterval"];
            /** @description Sets the granted amount, ≥ 0. */
            included_grant?: components["schemas"]["Quantity"];
            balance_id?: string;
            /** @description Unix ms. */
            next_reset_at?: components["schemas"]["UnixMs"];
            /** @description Unix ms. */
            expires_at?: components["schemas"]["UnixMs"];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Changes of a coupon; `type`, `value` and `duration` cannot change (create a new reward). */
        UpdateCouponParams: {
            name?: string;
            plan_ids?: string[] | null;
            /** @description Replaces the codes; redemptions already made stay. */
            promo_codes?: components["schemas"]["CouponPromoCodeParams"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Changes a customer; absent fields keep their value, null clears a nullable
         *     one. `new_customer_id` renames it; an id already taken answers 400
         *     `invalid_request` naming `new_customer_id`.
         */
        UpdateCustomerParams: {
            customer_id: string;
            name?: string | null;
            /**
             * Format: email
             * @description Needed for whatever Tandem sends to the customer or to a payment processor:
             *     `send_email_receipts: true` here, and billing operations that open a
             *     checkout or issue an invoice. While it is null those answer 400
             *     `customer_email_required`. Validated as an email address.
             */
            email?: string | null;
            fingerprint?: string | null;
            /** @description Replaces the stored metadata (not merged); null clears it to `{}`. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Links an existing Stripe customer (`cus_…`). */
            stripe_id?: string | null;
            /**
             * @description Default false. True with `email: null` (sent or stored) answers 400
             *     `customer_email_required`.
             */
            send_email_receipts?: boolean;
            /** @description Lower-case ISO 4217; default the account's currency. Cannot change once the customer has been billed (400 `currency_mismatch`). */
            currency?: string | null;
            billing_controls?: components["schemas"]["BillingControls"];
            config?: components["schemas"]["CustomerConfig"];
            new_customer_id?: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Changes an entity's billing controls (a list sent replaces that list).
         *     `name` is Tandem's addition (autumn-js cannot send it). Entity lookup as in
         *     entities.get.
         */
        UpdateEntityParams: {
            customer_id?: string;
            entity_id: string;
            billing_controls?: components["schemas"]["BillingControls"];
            name?: string | null;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Changes of a feature grant; `grants` apply to later redemptions only. */
        UpdateFeatureGrantParams: {
            name?: string;
            grants?: components["schemas"]["FeatureGrantItemParams"][];
            /** @description Replaces the codes; redemptions already made stay. */
            promo_codes?: components["schemas"]["GrantPromoCodeParams"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Changes a feature; absent fields keep their value. `new_feature_id` renames
         *     it (only while no plan, balance or event refers to it, else 400
         *     `invalid_request`). Changing `type` is allowed only between
         *     `credit_system` and `ai_credit_system`, or while the feature is unused.
         *     `archived: true` archives, `false` restores.
         */
        UpdateFeatureParams: {
            feature_id: string;
            new_feature_id?: string;
            name?: string;
            /** @description A `FeatureType` value (autumn-js types it as a plain string). */
            type?: components["schemas"]["FeatureType"];
            consumable?: boolean;
            display?: components["schemas"]["FeatureDisplayInput"];
            credit_schema?: components["schemas"]["CreditSchemaEntry"][];
            model_markups?: {
                [key: string]: components["schemas"]["ModelMarkup"];
            } | null;
            default_markup?: components["schemas"]["Amount"];
            provider_markups?: {
                [key: string]: components["schemas"]["ProviderMarkup"];
            } | null;
            event_names?: string[];
            archived?: boolean;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description What billing.update would do.
         * @enum {string}
         */
        UpdateIntent: "update_plan" | "update_quantity" | "cancel_immediately" | "cancel_end_of_cycle" | "uncancel" | "none";
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
        UpdatePlanParams: {
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
                amount: components["schemas"]["PriceAmount"];
                interval: components["schemas"]["BillingInterval"];
                /**
                 * Format: int32
                 * @default 1
                 */
                interval_count?: number;
                additional_currencies?: components["schemas"]["CurrencyAmountInput"][];
            } & {
                [key: string]: unknown;
            }) | null;
            /** @description Replaces every item. */
            items?: components["schemas"]["PlanItemInput"][];
            licenses?: components["schemas"]["LicenseInput"][];
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
            config?: components["schemas"]["PlanConfigInput"];
            billing_controls?: components["schemas"]["BillingControls"];
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
            migration?: components["schemas"]["PlanUpdateMigration"];
            /** @description Variant plan ids to apply the same change to; default none. */
            update_variant_ids?: string[];
            update_license_parents?: components["schemas"]["LicenseParentRef"][];
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
        /** @description Changes a program; absent fields keep their value, null clears a nullable one. Rules as in referrals.create_program; changes apply to later redemptions. */
        UpdateReferralProgramParams: {
            referral_program_id: string;
            reward_id?: string;
            redeem_on?: components["schemas"]["ReferralRedeemOn"];
            received_by?: components["schemas"]["ReferralReceivedBy"];
            /** Format: int32 */
            max_redemptions?: number | null;
            plan_ids?: string[] | null;
            exclude_trial?: boolean | null;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Changes a reward; absent fields keep their value. The member must match the reward's kind (else 400 `invalid_request`). */
        UpdateRewardParams: {
            reward_id: string;
            coupon?: components["schemas"]["UpdateCouponParams"];
            feature_grant?: components["schemas"]["UpdateFeatureGrantParams"];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Changes one of the customer's subscriptions (the body of billing.update and
         *     billing.preview_update): its version, its plan (`customize`), prepaid
         *     quantities, or cancellation.
         *     The subscription is `subscription_id` (active or scheduled), else the
         *     active one of `plan_id` (else its scheduled one), else the customer's only
         *     active one (several: 400 `invalid_request`; none: 404
         *     `subscription_not_found`). Nothing to change (no `feature_quantities`,
         *     `version`, `customize` nor `cancel_action`): 400 `invalid_request`.
         *     - `customize` (see `CustomizeParams`) puts the subscription on a plan
         *     customized from its current one (its earlier customization included), or
         *     from `version`'s when one is given; `version` without `customize` moves
         *     to that version as it is (an earlier customization is dropped);
         *     quantities alone keep it. The change is prorated as a version change
         *     (below), line by line: the base price and each prepaid item; a usage
         *     price changed now prices the whole period's usage beyond what is
         *     included at the period's end (one price per item and period). A
         *     customization that changes nothing is nothing (200, the preview's
         *     intent `none`); otherwise the preview's intent is `update_plan`.
         *     `customize.free_trial` is refused (400: a running subscription's trial
         *     was decided when it started), as is the top-level `free_trial`.
         *     - `feature_quantities` (included + bought, as in attach; features not sent
         *     keep their quantity) and `version` (another version of the same plan,
         *     404 `plan_not_found` if none): the period is kept and, for each line
         *     (base price, each prepaid feature), the difference between the new and
         *     the old full-period amount is charged (or refunded) for the unused part
         *     of the period, rounded to the minor unit. A plan item's
         *     `proration.on_increase: bill_immediately` bills the whole difference;
         *     `prorate_next_cycle`/`bill_next_cycle` and `on_decrease`
         *     `none`/`no_prorations`/`prorate_next_cycle` bill or credit nothing now.
         *     `proration_behavior: none`: nothing now. A charge follows attach (the
         *     card on file, else a `payment_url`; the change applies when paid). A
         *     credit is refunded (see below), at most what the period's payments can
         *     still refund (Tandem keeps no credit balance in this version: beyond that
         *     it is shown as a line "not refunded" and lost). The same quantities and
         *     version: nothing happens (200, preview `intent: none`).
         *     - `cancel_action`: `cancel_end_of_cycle` ends it at the cycle's end,
         *     `cancel_immediately` now (with `refund_last_payment`: `prorated` or
         *     `full`; default no refund), `uncancel` undoes a pending cancellation,
         *     scheduled downgrade or attach's `ends_at` (nothing pending: 200, no
         *     change). As billing.cancel documents (a plan ended now gets a last
         *     invoice of its usage not billed yet, in arrears); it cannot be combined
         *     with `feature_quantities`, `version` or `customize` (400), and
         *     `refund_last_payment` needs `cancel_immediately` (400). The preview of
         *     `cancel_immediately` lists the credit note's lines (negative), then the
         *     last invoice's usage lines; its `total` is their sum.
         *     - Refunds go back through the payment provider (an idempotency key per
         *     refunded payment) to the period's payments for the plan, newest first,
         *     and are recorded twice: as `refunded_amount` of each invoice refunded,
         *     and as a credit note, an invoice with a negative `total`, `paid`, whose
         *     `stripe_id` is the refund's reference. The answer's `invoice` is that
         *     credit note. A payment marked paid out of band (invoices.mark_paid) is
         *     not refunded by Tandem.
         *     - `discounts` (see `DiscountParams`): coupons for a quantity or version
         *     change (with `cancel_action`: 400 `invalid_request`). The coupons that
         *     apply now discount the change's charges, and a lasting percentage coupon
         *     (`months`, `forever`) also its credits (they are priced at the list
         *     price: a discounted period is credited at its discounted price).
         *     - Not supported yet (400 `invalid_request` naming the field):
         *     `free_trial`, `entity_id`, `custom_line_items`,
         *     `billing_cycle_anchor`, `invoice_mode`, `no_billing_changes`,
         *     `recalculate_balances`, `carry_over_usages`, licenses.
         */
        UpdateSubscriptionParams: {
            customer_id: string;
            entity_id?: string;
            plan_id?: string;
            feature_quantities?: components["schemas"]["FeatureQuantityParams"][];
            /** Format: int32 */
            version?: number;
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
            customize?: components["schemas"]["CustomizeParams"];
            invoice_mode?: components["schemas"]["InvoiceModeParams"];
            /** @enum {string} */
            proration_behavior?: "prorate_immediately" | "none";
            /**
             * @description Default `if_required` (autumn-js always sends it).
             * @default if_required
             * @enum {string}
             */
            redirect_mode?: "always" | "if_required" | "never";
            subscription_id?: string;
            discounts?: components["schemas"]["DiscountParams"][];
            /** @description Replace the generated charge, or bill on their own when nothing else changes. */
            custom_line_items?: components["schemas"]["CustomLineItemParams"][];
            /** @enum {string} */
            cancel_action?: "cancel_immediately" | "cancel_end_of_cycle" | "uncancel";
            billing_cycle_anchor?: components["schemas"]["BillingCycleAnchor"];
            no_billing_changes?: boolean;
            /** @enum {string} */
            refund_last_payment?: "prorated" | "full";
            /** @description Passed to the provider's subscription update as given. */
            subscription_params?: {
                [key: string]: unknown;
            };
            recalculate_balances?: components["schemas"]["RecalculateBalancesParams"];
            carry_over_usages?: components["schemas"]["CarryOverParams"];
            license_quantities?: components["schemas"]["LicenseQuantityParams"][];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Changes a webhook; absent fields keep their value, `description: null`
         *     clears it; at least one field besides `id` (else 400 `invalid_request`).
         *     `disabled: true` stops its pending deliveries (they become `failed`).
         */
        UpdateWebhookParams: {
            id: components["schemas"]["WebhookId"];
            url?: components["schemas"]["WebhookUrl"];
            events?: components["schemas"]["WebhookEventSelectors"];
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
        UsageAlert: {
            feature_id?: string;
            enabled: boolean;
            /** @description Units for `usage` and `remaining`; a percentage (may pass 100) for the `_percentage` types. */
            threshold: components["schemas"]["Quantity"];
            /** @enum {string} */
            threshold_type: "usage" | "usage_percentage" | "remaining" | "remaining_percentage";
            /** @enum {string} */
            basis: "balance" | "included" | "recurring" | "usage_limit";
            filter?: components["schemas"]["ControlFilter"];
            name?: string;
            source?: components["schemas"]["ControlSource"];
        } & {
            [key: string]: unknown;
        };
        /** @description A `billing_controls.usage_alerts` threshold was crossed (once per alert and period). */
        UsageAlertEventData: {
            customer_id: string;
            entity_id: string | null;
            feature_id: string;
            /** @description The alert's `name`, when it has one. */
            name: string | null;
            /** Format: double */
            threshold: number;
            /** @enum {string} */
            threshold_type: "usage" | "usage_percentage" | "remaining" | "remaining_percentage";
            /**
             * Format: double
             * @description Usage and remaining balance right after the track that crossed it.
             */
            usage: number;
            /** Format: double */
            remaining: number | null;
        };
        /** @description A recorded usage event. */
        UsageEvent: {
            /** @description `evt_…` */
            id: string;
            /** @description When the usage happened (the track's `timestamp`), Unix ms. */
            timestamp: components["schemas"]["UnixMs"];
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
            deductions: components["schemas"]["BalanceDeduction"][] | null;
        };
        /** @description Usage that will be billed in arrears (amount unknown yet). */
        UsageLineItem: {
            display_name: string;
            plan_id: string;
            feature_id: string | null;
            /** @description The period whose usage is billed: the new subscription's current period (its start to its end, which is `next_cycle.starts_at`), as the renewal invoice's usage line labels it. */
            period?: {
                start: components["schemas"]["UnixMs"];
                end: components["schemas"]["UnixMs"];
            };
        };
        /**
         * @description Voids a `draft` or `open` invoice; it can no longer be paid, and a plan
         *     change held for it never happens. Any other status: 400
         *     `invalid_request`. Body as autumn-js sends it (Autumn has invoices.void).
         */
        VoidInvoiceParams: {
            invoice_id: string;
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A URL that receives the mode's billing events (see the section's notes). */
        Webhook: {
            id: string;
            url: string;
            /** @description The kinds it receives; `["*"]`: every kind. */
            events: components["schemas"]["WebhookEventSelector"][];
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
            created_at: components["schemas"]["UnixMs"];
            updated_at: components["schemas"]["UnixMs"];
        };
        /**
         * @description One HTTP attempt, as logged just before its request left (`in_flight`) and
         *     once its outcome was known (`completed`); one a crash cut short is
         *     `interrupted` (the receiver may have received it).
         */
        WebhookAttempt: {
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
            at: components["schemas"]["UnixMs"];
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
        WebhookDelivery: {
            /** @description `whd_…` */
            id: string;
            webhook_id: string;
            /** @description `evt_…`: the `webhook-id` header of every attempt. */
            event_id: string;
            event_type: components["schemas"]["BillingEventType"] | "ping";
            status: components["schemas"]["WebhookDeliveryStatus"];
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
            created_at: components["schemas"]["UnixMs"];
            updated_at: components["schemas"]["UnixMs"];
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        /** @description A page of deliveries. */
        WebhookDeliveryList: {
            list: components["schemas"]["WebhookDelivery"][];
            /** @description Pass as `start_cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description `pending` (waiting for its next attempt), `succeeded` (a 2xx within 10 s) or
         *     `failed` (six attempts failed, a manual resend failed, or its webhook was
         *     disabled while it was pending).
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "succeeded" | "failed";
        /** @description An event kind to subscribe to, or `*` for every kind (kinds added later included). */
        WebhookEventSelector: components["schemas"]["BillingEventType"] | "*";
        /** @description 1–20 kinds, each a `BillingEventType` or `*` (an unknown kind: 400 `invalid_request`). */
        WebhookEventSelectors: components["schemas"]["WebhookEventSelector"][];
        /** @description A webhook's caller-chosen id (as Autumn's): 1–64 letters, digits, `_` and `-`; unique per mode, never changed. */
        WebhookId: string;
        /** @description Names one webhook (404 `webhook_not_found` when the mode has none by that id). */
        WebhookIdParams: {
            id: components["schemas"]["WebhookId"];
        } & {
            [key: string]: unknown;
        };
        /** @description Every webhook of the mode, newest first (at most 20: no paging). */
        WebhookList: {
            list: components["schemas"]["Webhook"][];
        };
        /** @description What `webhooks.test` sends. */
        WebhookPingData: {
            webhook_id: string;
            message: string;
        };
        /** @description Sent by `webhooks.test` to that webhook only; not a workspace event. */
        WebhookPingEvent: {
            /** @description `evt_…`, unique per event; also the `webhook-id` header. */
            id: string;
            /** @description When the event was recorded, Unix ms (real time, also for a customer on a test clock: its times are in `data`). */
            created_at: components["schemas"]["UnixMs"];
            /** @description `false` for a test-mode event (`rv_sk_test_` keys), `true` for live mode. */
            livemode: boolean;
            /**
             * Format: int64
             * @description Always null: a ping takes no number of the workspace's events.
             */
            sequence: number | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ping";
            data: components["schemas"]["WebhookPingData"];
        };
        /** @description An `http(s)` URL of at most 2,048 characters, without credentials (else 400 `invalid_request` naming `url`). */
        WebhookUrl: string;
        /** @description A webhook with its signing secret: only in the answers of webhooks.create and webhooks.rotate_secret. */
        WebhookWithSecret: {
            id: string;
            url: string;
            /** @description The kinds it receives; `["*"]`: every kind. */
            events: components["schemas"]["WebhookEventSelector"][];
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
            created_at: components["schemas"]["UnixMs"];
            updated_at: components["schemas"]["UnixMs"];
            /**
             * @description `whsec_` + 24 random bytes in standard base64: the Standard Webhooks key
             *     is those bytes (the `standardwebhooks` and `svix` packages take the
             *     string as is). Shown in this answer only; it cannot be read back.
             */
            secret: string;
        };
        /** @description Names one webhook, on a write. */
        WebhookWriteParams: {
            id: components["schemas"]["WebhookId"];
            idempotency_key?: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: {
        /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
        IdempotencyHeader: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "analytics.advisor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsAdvisorParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsAdvice"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "analytics.margins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsMarginsParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsMargins"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "analytics.overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsOverviewParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsOverview"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    attach: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingChangeResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "balances.batch_track": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchTrackParams"];
            };
        };
        responses: {
            /** @description The request has been accepted for processing, but processing has not yet completed. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchTrackResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "balances.check": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "balances.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBalanceParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateBalanceResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "balances.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteBalanceParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "balances.finalize": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinalizeParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "balances.grant": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrantBalanceParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrantBalanceResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "balances.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListBalancesParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "balances.track": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "balances.track_tokens": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackTokensParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "balances.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBalanceParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "billing.attach": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingChangeResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "billing.cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingChangeResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "billing.open_customer_portal": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenCustomerPortalParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenCustomerPortalResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "billing.preview_attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewAttachResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "billing.preview_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubscriptionParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewUpdateResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "billing.setup_payment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetupPaymentParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupPaymentResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "billing.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubscriptionParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingChangeResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    cancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingChangeResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    check: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    checkout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewAttachResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "costs.batch_track": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchTrackCostsParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostRecordList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "costs.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListCostsParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "costs.rates.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListCostRatesParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostRateList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "costs.track": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackCostParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostRecord"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "customers.advance_test_clock": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvanceTestClockParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvanceTestClockResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "customers.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteCustomerParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "customers.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetCustomerParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "customers.get_or_create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetOrCreateCustomerParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "customers.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListCustomersParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "customers.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomerParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "entities.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEntityParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entity"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "entities.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteEntityParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "entities.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetEntityParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entity"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "entities.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListEntitiesParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "entities.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEntityParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entity"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "events.aggregate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AggregateEventsParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AggregateEventsResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "events.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListEventsParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "features.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFeatureParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feature"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "features.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteFeatureParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "features.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeatureIdParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feature"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "features.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ListFeaturesParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "features.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFeatureParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feature"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "invoices.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceIdParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDetail"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "invoices.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListInvoicesParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "invoices.mark_paid": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkInvoicePaidParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "invoices.void": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoidInvoiceParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "payment_methods.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeletePaymentMethodParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "payment_methods.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListPaymentMethodsParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "plans.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlanParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "plans.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeletePlanParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "plans.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetPlanParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "plans.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ListPlansParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "plans.migrate": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MigratePlanParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigratePlanResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "plans.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePlanParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "plans.versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanVersionsParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanVersionList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referral_programs.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReferralProgramParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralProgram"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referral_programs.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteReferralProgramParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referral_programs.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralProgramIdParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralProgram"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referral_programs.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ListReferralProgramsParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralProgramList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referral_programs.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateReferralProgramParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralProgram"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referrals.create_code": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReferralCodeParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralCode"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referrals.create_program": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReferralProgramParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralProgram"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referrals.delete_program": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteReferralProgramParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referrals.get_program": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralProgramIdParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralProgram"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referrals.list_programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ListReferralProgramsParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralProgramList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referrals.redeem": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeemReferralParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralRedemption"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referrals.redeem_code": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeemReferralParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralRedemption"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "referrals.update_program": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateReferralProgramParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralProgram"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "rewards.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRewardParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reward"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "rewards.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteRewardParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "rewards.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RewardIdParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reward"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "rewards.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ListRewardsParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "rewards.redeem": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeemRewardParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeemRewardResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "rewards.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRewardParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reward"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    track: {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackResponse"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "webhooks.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "webhooks.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookWriteParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "webhooks.deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListWebhookDeliveriesParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "webhooks.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookIdParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "webhooks.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ListWebhooksParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "webhooks.resend": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendWebhookDeliveryParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "webhooks.rotate_secret": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RotateWebhookSecretParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "webhooks.test": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookWriteParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
    "webhooks.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Sent as `Idempotency-Key` (header names are case-insensitive; declared lower-case so request validation matches what Node receives). */
                "idempotency-key"?: components["parameters"]["IdempotencyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookParams"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description `invalid_request` (names the field), `invalid_json`, `missing_feature_id`, `invalid_amount`, `currency_mismatch`, `customer_email_required`, `stripe_not_connected`, `max_purchase_exceeded`, `missing_fx_rate`; Tandem's own: `code_expired`, `code_exhausted` (a promotion or referral code past its expiry or its redemption limit), `self_referral`, `webhook_limit_reached` (a mode has 20 webhooks already). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `invalid_api_key`: missing, unknown or revoked key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `insufficient_balance`, `spend_limit_reached`, `max_purchase_reached`, `usage_limit_reached`, `no_access`. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `secret_key_required`: a publishable key on an operation that needs a secret key; `test_mode_only`: a test-mode operation (customers.advance_test_clock) called with a live key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `customer_not_found`, `plan_not_found`, `feature_not_found`, `entity_not_found`, `subscription_not_found`, `unknown_operation`, `webhook_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `idempotency_replay` (the first answer in `data.response`), `idempotency_mismatch`, `idempotency_in_progress`, `balance_contention`, `plan_already_attached`, `lock_exists`, `lock_finalized`, `already_redeemed`, `webhook_disabled` (a test ping or a resend to a disabled webhook), `delivery_pending` (a resend of a delivery still pending). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `unsupported_media_type`: a body that is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `rate_limited` or `billing_busy` (another billing change of this customer is running).
             *     Requests are counted per key and bucket in one-second windows aligned to the clock;
             *     `rate_limited` carries `Retry-After: 1` and the `X-RateLimit-*` headers, which come
             *     with this answer only (successful answers carry none: they cost about 15 % of the
             *     hot path's throughput).
             */
            429: {
                headers: {
                    /** @description `rate_limited`: seconds until the window ends (1). */
                    "Retry-After"?: number;
                    /** @description `rate_limited`: requests allowed per window in this bucket. */
                    "X-RateLimit-Limit"?: number;
                    /** @description `rate_limited`: always 0. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description `rate_limited`: seconds until the window ends. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `payment_provider_unavailable`: the payment provider did not answer (or failed) while a
             *     billing change waited for it. Nothing is half-done: at most an open invoice is left, never a
             *     plan without payment; the idempotency key is released, so retry with the same key.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /**
             * @description `database_unavailable` (PostgreSQL only): the database is busy (a conflict that outlasted the
             *     server's own retries), unreachable, or a statement timed out. Retry after `Retry-After` seconds;
             *     a write retried with the same idempotency key is never applied twice (one whose commit got no
             *     answer may have been stored).
             */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying (1). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
            /** @description `storage_full`: the server's disk is full; the write was not stored (reads keep working). Retry later. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueError"];
                };
            };
        };
    };
}
