/** Generated from spec/ by `npm run generate`. Do not edit. */

export interface paths {
    "/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Contacts, newest first (erased contacts included: they keep their `_id` and records). */
        get: operations["contacts.list"];
        put?: never;
        /** @description Upsert a contact keyed on `external_id`. 201 when created, 200 when it existed. */
        post: operations["contacts.upsert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description A contact by `_id` or by `external_id`, with its records and recent events.
         *
         *     Lookup rule (decided): `{id}` is tried as an `_id` first, then as an
         *     `external_id`. `_id` wins: when an `external_id` happens to equal another
         *     contact's `_id` (24 lowercase hex digits), this route answers the contact
         *     with that `_id`. To look a contact up by `external_id` alone, without that
         *     ambiguity, use `GET /contacts?external_id=<value>`. The same rule applies
         *     to every `contact_id` list filter.
         */
        get: operations["contacts.get"];
        put?: never;
        post?: never;
        /**
         * @description Erases a contact's personal data, for privacy requests (right to
         *     erasure). Decided:
         *     - The contact record stays (its `_id`, `createdAt`, `verified`) so the
         *     workspace's conversations, tickets, feedback and votes keep their
         *     history and counts; `erasedAt` is set.
         *     - Cleared: `external_id`, `name`, `email`, `phone`, `avatar`,
         *     `attributes`. The `external_id` is freed: an upsert with it later
         *     creates a new, unrelated contact.
         *     - Text the contact wrote is emptied: the bodies of its messages (`""`,
         *     `author_name` null), the subjects of its conversations, its tickets'
         *     titles (`""`), descriptions and context, its feedback titles and
         *     messages, its CSAT comments; search no longer finds them. What the team
         *     wrote (replies, notes, comments, feedback replies, tags) is kept.
         *     - Events already written about the contact and its records (the webhook
         *     outbox, also what undelivered deliveries will send) are redacted the
         *     same way.
         *     - One `contact.updated` event carries the erased contact (`erasedAt`
         *     set), so receivers can erase their copy (decided: no new event type).
         *     Erasing an erased contact answers 200 with it and emits nothing. The `{id}`
         *     lookup is the same as for `GET /contacts/{id}`.
         */
        delete: operations["contacts.erase"];
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
        /** @description Conversations, newest first. */
        get: operations["conversations.list"];
        put?: never;
        post: operations["conversations.create"];
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
        get?: never;
        put?: never;
        post: operations["csat.create"];
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
        /** @description Messages of a conversation, newest first (including internal notes). */
        get: operations["messages.list"];
        put?: never;
        post: operations["messages.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Events, newest first (by `sequence`), optionally of one `type` and made at
         *     or after `since` and before `until`; keyset pages as the other lists.
         */
        get: operations["events.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One event by its `evt_…` id (within the 30-day retention). */
        get: operations["events.get"];
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
        /** @description Feedback, newest first or by votes. */
        get: operations["feedback.list"];
        put?: never;
        post: operations["feedback.create"];
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
        patch: operations["feedback.update"];
        trace?: never;
    };
    "/feedback/{id}/votes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds the contact's vote (an unknown contact is created). Answers the feedback with its new count. */
        post: operations["feedback.vote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback/{id}/votes/{external_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes the contact's vote, if any. Answers the feedback with its new count. */
        delete: operations["feedback.unvote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mail_deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Mails, newest first: optionally only those of a `status`, of one contact
         *     (`contact_id`: its `_id` or `external_id`), and queued at or after `since`
         *     and before `until`.
         */
        get: operations["mailDeliveries.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mail_deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A mail with every attempt. */
        get: operations["mailDeliveries.get"];
        put?: never;
        post?: never;
        delete?: never;
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
        /** @description Tickets, newest first. */
        get: operations["tickets.list"];
        put?: never;
        post: operations["tickets.create"];
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
        /** @description Comments of a ticket, newest first. */
        get: operations["ticketComments.list"];
        put?: never;
        post: operations["ticketComments.create"];
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
        /** @description A delivery with every attempt. */
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
        /**
         * @description Sends a failed (or succeeded) delivery again now, with the same
         *     `Desk-Delivery` id; the attempt is logged as `manual`. A pending delivery
         *     answers 409 `delivery_pending` (it is retried on its schedule), one of a
         *     disabled endpoint 409 `webhook_endpoint_disabled`.
         */
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
        /** @description Endpoints, newest first. */
        get: operations["webhookEndpoints.list"];
        put?: never;
        /** @description Registers an endpoint. The answer carries its signing secret, shown this once. */
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
        get: operations["webhookEndpoints.get"];
        put?: never;
        post?: never;
        /** @description Deletes the endpoint with its deliveries and their log; nothing more is sent to it. */
        delete: operations["webhookEndpoints.delete"];
        options?: never;
        head?: never;
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
        /**
         * @description The endpoint's deliveries, newest first: optionally only those of a
         *     `status`, of an event kind (`event_type`), and made (when their event
         *     happened) at or after `since` and before `until`.
         */
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
         * @description Sends the endpoint's `failed` deliveries made at or after `since` (and
         *     before `until`, default now) again: they become `pending`, due at once,
         *     with a new round of the retry schedule, and keep their `Desk-Delivery` id
         *     (receivers dedupe as usual). Answers how many. The endpoint must be
         *     enabled (409 `webhook_endpoint_disabled`); `until` must be after `since`.
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
        /**
         * @description A new signing secret. For the overlap (`overlapSeconds`, 24 hours by
         *     default, 0 for none) deliveries carry two signatures, the new secret's
         *     first, so receivers can switch without downtime. The body is optional.
         */
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
        /**
         * @description Sends a `ping` event to the endpoint now and answers the delivery with
         *     that first attempt. The ping is a `PingEvent` (`type: "ping"`, `data` with
         *     `endpointId` and `message`), signed like any event; if it fails it is
         *     retried on the usual schedule. A disabled endpoint is not pinged: 409
         *     `webhook_endpoint_disabled`.
         */
        post: operations["webhookEndpoints.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/widget/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The visitor's conversations, newest first (at most 50). */
        get: operations["widgetConversations.list"];
        put?: never;
        post: operations["widgetConversations.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/widget/conversations/{id}/csat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Rates a resolved conversation, once (emits `csat.received`). The widget
         *     sends it as soon as the visitor clicks a star; the optional comment
         *     follows through `widgetCsat.comment`.
         */
        post: operations["widgetCsat.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/widget/conversations/{id}/csat/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds the visitor's optional comment to their rating of the conversation (see `CsatCommentCreate`; emits `csat.updated`). */
        post: operations["widgetCsat.comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/widget/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Public messages of one of the visitor's conversations, oldest first (the
         *     newest 100, or those after `after`). With `wait` (seconds, at most 25)
         *     and nothing new after `after`, the answer waits until a message arrives
         *     or the conversation changes (long polling).
         */
        get: operations["widgetMessages.list"];
        put?: never;
        post: operations["widgetMessages.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/widget/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Starts a visitor session, or resumes one (`X-Visitor-Token`). An
         *     identified visitor gets the contact with that `external_id`; a verified
         *     one (valid `user_hash`) updates it with `name`/`email` and sees all of its
         *     conversations and tickets; an unverified one (see `WidgetIdentity`) only
         *     creates an unknown contact, is answered only what it sent, and sees only
         *     the conversations it started itself. A returning anonymous token keeps its
         *     contact.
         *
         *     New visitors (a new anonymous visitor or unverified identity; not a
         *     resumed token, not a verified identity) are capped per workspace mode:
         *     `TANDEM_WIDGET_NEW_VISITORS_PER_MINUTE` (default 600) a minute, in windows
         *     aligned to the clock; past it 429 `too_many_new_visitors` with
         *     `Retry-After` (and `data.retryAfterSeconds`), so no one can grow the
         *     contact list without bound, and a flood through one mode's key never
         *     shuts out the other mode's visitors.
         */
        post: operations["widget.startSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/widget/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The visitor's tickets (verified or anonymous visitors only), newest first (at most 20), with their public comments. */
        get: operations["widgetTickets.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/widget_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The settings of the key's mode, with the identity secret (minted on first read). */
        get: operations["widgetSettings.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["widgetSettings.update"];
        trace?: never;
    };
    "/widget_settings/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A new identity secret; hashes made with the old one are refused from now on. */
        post: operations["widgetSettings.rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The workspace of the calling key. */
        get: operations["workspace.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * @description Changes the workspace's identity (either mode's secret key: both modes
         *     share it) and answers the workspace.
         */
        patch: operations["workspace.update"];
        trace?: never;
    };
    "/workspace/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Replaces the logo (as the console's Settings page and `tandem workspace set --logo` do) and answers the workspace. */
        put: operations["workspace.setLogo"];
        post?: never;
        /** @description Removes the logo. */
        delete: operations["workspace.deleteLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Text value of a custom attribute: at most 1,000 characters. */
        AttributeText: string;
        /** @description A custom attribute value: text, number or boolean. */
        AttributeValue: components["schemas"]["AttributeText"] | number | boolean;
        /** @description A console error captured with a bug report. */
        ConsoleError: {
            message: string;
            source?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A person the workspace supports. */
        Contact: {
            _id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description The caller's own id for the contact: the upsert key, unique per mode.
             *     Null once the contact is erased (`DELETE /contacts/{id}`).
             */
            external_id: string | null;
            name: string | null;
            email: string | null;
            /**
             * @description Whether `email` may be mailed (team replies and public comments). True
             *     for an address set through this API (`POST /contacts`, or a `contact` in
             *     `POST /conversations` / `POST /tickets`) or sent by a widget identity with
             *     a valid `user_hash`. False when there is no address, or when a widget
             *     visitor without a valid `user_hash` asserted it: such an address is kept
             *     (the team sees what the visitor typed) but never mailed, and its mails are
             *     logged as `skipped` with `skipReason: unverified_address`, until a trusted
             *     caller sets the address.
             */
            emailVerified: boolean;
            /** @description E.164, e.g. `+14155550123`. */
            phone: string | null;
            /** @description URL of an image. */
            avatar: string | null;
            /** @description Free-form key/value pairs. */
            attributes: {
                [key: string]: components["schemas"]["AttributeValue"];
            };
            /**
             * @description Always true: a contact record is the workspace's (see `emailVerified` for whether its address may be mailed).
             * @enum {boolean}
             */
            verified: true;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: date-time
             * @description When the contact's personal data was erased (`DELETE /contacts/{id}`); null while it is not.
             */
            erasedAt: string | null;
        };
        /**
         * @description Custom attributes to merge into the contact's: text (at most 1,000
         *     characters), a finite number or a boolean; `null` removes the attribute.
         *     After the merge a contact holds at most 50 attributes with keys of 1–100
         *     characters (else 400 `invalid_request`).
         */
        ContactAttributes: {
            [key: string]: components["schemas"]["AttributeValue"] | null;
        };
        /**
         * @description A contact with its records: the 20 newest conversations, tickets and
         *     feedback, and the 20 newest events about the contact or its records.
         */
        ContactDetail: {
            _id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description The caller's own id for the contact: the upsert key, unique per mode.
             *     Null once the contact is erased (`DELETE /contacts/{id}`).
             */
            external_id: string | null;
            name: string | null;
            email: string | null;
            /**
             * @description Whether `email` may be mailed (team replies and public comments). True
             *     for an address set through this API (`POST /contacts`, or a `contact` in
             *     `POST /conversations` / `POST /tickets`) or sent by a widget identity with
             *     a valid `user_hash`. False when there is no address, or when a widget
             *     visitor without a valid `user_hash` asserted it: such an address is kept
             *     (the team sees what the visitor typed) but never mailed, and its mails are
             *     logged as `skipped` with `skipReason: unverified_address`, until a trusted
             *     caller sets the address.
             */
            emailVerified: boolean;
            /** @description E.164, e.g. `+14155550123`. */
            phone: string | null;
            /** @description URL of an image. */
            avatar: string | null;
            /** @description Free-form key/value pairs. */
            attributes: {
                [key: string]: components["schemas"]["AttributeValue"];
            };
            /**
             * @description Always true: a contact record is the workspace's (see `emailVerified` for whether its address may be mailed).
             * @enum {boolean}
             */
            verified: true;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: date-time
             * @description When the contact's personal data was erased (`DELETE /contacts/{id}`); null while it is not.
             */
            erasedAt: string | null;
            conversations: components["schemas"]["Conversation"][];
            tickets: components["schemas"]["Ticket"][];
            feedback: components["schemas"]["Feedback"][];
            recentEvents: components["schemas"]["EventSummary"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ContactDetailEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ContactDetail"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ContactEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Contact"];
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        ContactPage: {
            items: components["schemas"]["Contact"][];
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ContactPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ContactPage"];
        };
        /** @description Identifies a contact by the caller's own id. An unknown `external_id` creates the contact. */
        ContactRef: {
            external_id: components["schemas"]["ExternalId"];
        } & {
            [key: string]: unknown;
        };
        /** @description The contact a record belongs to, as embedded in conversations, tickets and feedback. */
        ContactSummary: {
            _id: components["schemas"]["Tandem.Common.Id"];
            /** @description Null once the contact is erased. */
            external_id: string | null;
            name: string | null;
            email: string | null;
        };
        ContactUpdatedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "contact.updated";
            data: components["schemas"]["Contact"];
        };
        /**
         * @description Creates the contact, or updates the one with the same `external_id`.
         *     Only `external_id` is required. On update, fields that are absent keep their
         *     value and fields sent as `null` are cleared; `attributes` are merged key by
         *     key, and an attribute sent as `null` is removed (removing an absent one
         *     changes nothing). `contact.updated` is emitted when the contact is created
         *     or a value actually changes; an upsert that changes nothing emits nothing.
         */
        ContactUpsert: {
            external_id: components["schemas"]["ExternalId"];
            name?: string | null;
            /** Format: email */
            email?: string | null;
            /** @description E.164: `+`, country code, subscriber number; 2–15 digits in all. */
            phone?: string | null;
            /** @description An `http` or `https` URL. */
            avatar?: string | null;
            attributes?: components["schemas"]["ContactAttributes"];
        } & {
            [key: string]: unknown;
        };
        /** @description A conversation between a contact and the team. */
        Conversation: {
            _id: components["schemas"]["Tandem.Common.Id"];
            contact: components["schemas"]["ContactSummary"];
            /** @description New conversations are `open`. */
            status: components["schemas"]["ConversationStatus"];
            /** @description Default `normal`. */
            priority: components["schemas"]["Priority"];
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
        ConversationAssignedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "conversation.assigned";
            data: components["schemas"]["Conversation"];
        };
        /** @description The contact starting a conversation; `name` and `email` update it. */
        ConversationContact: {
            external_id: components["schemas"]["ExternalId"];
            name?: string;
            /** Format: email */
            email?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Starts a conversation as the contact (e.g. from the caller's own contact
         *     form): upserts the contact with `name`/`email` and adds the first message
         *     from the contact. The same `clientId` never creates a second conversation
         *     or message: a retry with the same payload (contact, body, subject; key order
         *     does not matter) answers 201 with the conversation first created; the same
         *     `clientId` with another payload answers 409 `client_id_mismatch` and
         *     changes nothing (decided, as `idempotency_mismatch` in the billing API:
         *     a reused id must never silently answer an unrelated record).
         *     `body` and `subject` must not be blank (only whitespace or invisible
         *     format characters such as U+200B): 400 `invalid_request` naming the field.
         */
        ConversationCreate: {
            contact: components["schemas"]["ConversationContact"];
            /** @description The first message, from the contact. */
            body: string;
            /** @description Caller-chosen id (1–128 characters) that makes a retried call safe; unique per mode. */
            clientId?: string;
            subject?: string;
        } & {
            [key: string]: unknown;
        };
        ConversationCreatedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "conversation.created";
            data: components["schemas"]["Conversation"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ConversationEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Conversation"];
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        ConversationPage: {
            items: components["schemas"]["Conversation"][];
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        ConversationPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ConversationPage"];
        };
        ConversationResolvedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "conversation.resolved";
            data: components["schemas"]["Conversation"];
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
        ConversationStatus: "open" | "pending" | "snoozed" | "resolved";
        /**
         * @description Status filter of the conversation list; `active` = every status but `resolved`.
         * @enum {string}
         */
        ConversationStatusFilter: "open" | "pending" | "snoozed" | "resolved" | "active";
        /**
         * @description Any of the fields; at least one. To assign, send `assigneeId` with
         *     `assigneeName` (both strings). To unassign, `assigneeId: null` is enough
         *     (it clears `assigneeName` too; an `assigneeName` sent with it must be null).
         *     `conversation.assigned` is emitted when the assignee changes.
         *     `snoozedUntil` only with `status: snoozed`, and must be in the future.
         *     A `subject` must not be blank (`null` removes it).
         */
        ConversationUpdate: {
            status?: components["schemas"]["ConversationStatus"];
            priority?: components["schemas"]["Priority"];
            assigneeId?: string | null;
            assigneeName?: string | null;
            tags?: components["schemas"]["Tag"][];
            subject?: string | null;
            /** Format: date-time */
            snoozedUntil?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A visitor's satisfaction rating of a resolved conversation. */
        Csat: {
            _id: components["schemas"]["Tandem.Common.Id"];
            conversationId: components["schemas"]["Tandem.Common.Id"];
            contact: components["schemas"]["ContactSummary"];
            /** @description 1 (very unhappy) to 5 (very happy). */
            rating: components["schemas"]["Rating"];
            comment: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description The comment that follows a rating (the widget records the rating when the
         *     visitor clicks a star, then lets them add a comment): it is added to the
         *     same rating (same `_id`), once. Without a rating yet: 404 `csat_not_found`;
         *     a rating that has a comment already: 409 `csat_comment_exists`. Emits
         *     `csat.updated` with the rating and its comment.
         */
        CsatCommentCreate: {
            comment: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Records the visitor's rating, on their behalf. Only a resolved conversation
         *     can be rated (409 `conversation_not_resolved`), and only once (409
         *     `csat_already_received`). Emits `csat.received`.
         */
        CsatCreate: {
            rating: components["schemas"]["Rating"];
            comment?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        CsatEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Csat"];
        };
        CsatReceivedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "csat.received";
            data: components["schemas"]["Csat"];
        };
        CsatUpdatedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "csat.updated";
            data: components["schemas"]["Csat"];
        };
        /** @description Every body a webhook endpoint can receive, told apart by `type`. */
        DeskEvent: components["schemas"]["ContactUpdatedEvent"] | components["schemas"]["ConversationCreatedEvent"] | components["schemas"]["ConversationAssignedEvent"] | components["schemas"]["ConversationResolvedEvent"] | components["schemas"]["MessageCreatedEvent"] | components["schemas"]["CsatReceivedEvent"] | components["schemas"]["CsatUpdatedEvent"] | components["schemas"]["TicketCreatedEvent"] | components["schemas"]["TicketUpdatedEvent"] | components["schemas"]["TicketCommentedEvent"] | components["schemas"]["FeedbackCreatedEvent"] | components["schemas"]["FeedbackUpdatedEvent"] | components["schemas"]["WebhookEndpointDisabledEvent"] | components["schemas"]["PingEvent"];
        /**
         * @description The kinds of webhook event the desk emits.
         * @enum {string}
         */
        DeskEventType: "conversation.created" | "conversation.assigned" | "conversation.resolved" | "message.created" | "csat.received" | "csat.updated" | "ticket.created" | "ticket.updated" | "ticket.commented" | "feedback.created" | "feedback.updated" | "contact.updated" | "webhook_endpoint.disabled";
        /** @description Fields every event body has. */
        EventEnvelope: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
        };
        /** @description A page of events, newest first. */
        EventPage: {
            items: components["schemas"]["EventRecord"][];
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        EventPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["EventPage"];
        };
        /**
         * @description An event as webhook endpoints receive it: one of `DeskEvent`, told apart by
         *     `type` (the SDK narrows it: `event as DeskEvent`). `data` is the record as
         *     the API returned it when the event happened, kept as it was then, so it is
         *     described here as an object rather than checked against today's schemas.
         */
        EventRecord: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            type: components["schemas"]["DeskEventType"];
            data: {
                [key: string]: unknown;
            };
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        EventRecordEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["EventRecord"];
        };
        /** @description An event kind to subscribe to, or `*` for every kind (including kinds added later). */
        EventSelector: components["schemas"]["DeskEventType"] | "*";
        /** @description An event as listed on a contact. */
        EventSummary: {
            /** @description `evt_…` */
            id: string;
            type: components["schemas"]["DeskEventType"];
            /**
             * Format: int64
             * @description Unix seconds, as the event envelope's `created` (the only timestamp that is not RFC 3339).
             */
            created: number;
        };
        /**
         * @description The caller's own id for a contact: 1–255 characters, any text except `.` and
         *     `..` (which cannot stand as a URL path segment, e.g. in `GET /contacts/{id}`).
         */
        ExternalId: string;
        /** @description An idea, problem, praise, question or rating from a contact. */
        Feedback: {
            _id: components["schemas"]["Tandem.Common.Id"];
            contact: components["schemas"]["ContactSummary"];
            kind: components["schemas"]["FeedbackKind"];
            title: string | null;
            message: string | null;
            /**
             * Format: int32
             * @description 1 (worst) to 5 (best), or null when the feedback has none.
             */
            rating: number | null;
            status: components["schemas"]["FeedbackStatus"];
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
        /**
         * @description Submits feedback. `kind: rating` requires `rating`; other kinds require a
         *     `title` or a `message` and may carry a rating too. A `title` or `message`
         *     that is sent must not be blank (400 `invalid_request` naming it).
         */
        FeedbackCreate: {
            contact: components["schemas"]["ContactRef"];
            kind: components["schemas"]["FeedbackKind"];
            title?: string;
            message?: string;
            rating?: components["schemas"]["Rating"];
        } & {
            [key: string]: unknown;
        };
        FeedbackCreatedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "feedback.created";
            data: components["schemas"]["Feedback"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        FeedbackEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Feedback"];
        };
        /** @enum {string} */
        FeedbackKind: "idea" | "problem" | "praise" | "question" | "rating";
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        FeedbackPage: {
            items: components["schemas"]["Feedback"][];
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        FeedbackPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["FeedbackPage"];
        };
        /**
         * @description Sort of the feedback list: `newest` (default) or `votes` (most votes first,
         *     then newest).
         *
         *     `votes` pages come from a snapshot taken at the first page (decided): the
         *     cursor carries that moment, and every later page ranks items by the votes
         *     they had then, so votes cast or removed while a client pages move no item
         *     across the cursor: a walk sees every item that existed at its first page
         *     exactly once, in the snapshot's order. Items show their current `votes`
         *     (which may differ from the rank on later pages); feedback created after the
         *     first page is not part of that walk; a new walk takes a new snapshot.
         * @enum {string}
         */
        FeedbackSort: "newest" | "votes";
        /**
         * @description Feedback status. New feedback is `new`. Any status may follow any other
         *     except a return to `new` (decided: `new` means not yet triaged), which
         *     answers 409 `invalid_transition`.
         * @enum {string}
         */
        FeedbackStatus: "new" | "planned" | "in_progress" | "done" | "declined";
        /**
         * @description Any of the fields; at least one. A change of status, reply or tags emits
         *     `feedback.updated`; `reply: null` removes the reply; a blank reply is a 400.
         */
        FeedbackUpdate: {
            status?: components["schemas"]["FeedbackStatus"];
            reply?: string | null;
            tags?: components["schemas"]["Tag"][];
        } & {
            [key: string]: unknown;
        };
        FeedbackUpdatedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "feedback.updated";
            data: components["schemas"]["Feedback"];
        };
        /** @description A vote for feedback on behalf of a contact. One vote per contact: voting again changes nothing. */
        FeedbackVote: {
            contact: components["schemas"]["ContactRef"];
        } & {
            [key: string]: unknown;
        };
        /** @description One SMTP attempt, as logged. */
        MailAttempt: {
            /**
             * Format: int32
             * @description 1, 2, 3 … within the mail.
             */
            number: number;
            state: components["schemas"]["MailAttemptState"];
            /**
             * Format: date-time
             * @description When the attempt began.
             */
            at: string;
            /**
             * Format: int32
             * @description The SMTP reply code that decided (250 accepted; 4xx, 5xx refused); null when none arrived (server down, timeout).
             */
            responseCode: number | null;
            /** @description The SMTP server's answer, first 500 characters. */
            response: string | null;
            /**
             * Format: int32
             * @description Null unless `completed`.
             */
            durationMs: number | null;
            /** @description Why it failed (connection refused, timeout, refusal), null on success. */
            error: string | null;
        };
        /**
         * @description `in_flight` from just before the mail leaves until the SMTP server's answer
         *     is logged (`completed`); one a crash cut short is `interrupted` at the next
         *     start (the server may have accepted it; the mail is sent again).
         * @enum {string}
         */
        MailAttemptState: "in_flight" | "completed" | "interrupted";
        /**
         * @description One e-mail to a visitor, queued in the same transaction as the reply or
         *     comment it carries and sent by the mail sender (at least once: a mail whose
         *     attempt a crash cut short is sent again, with the same `messageIdHeader`).
         */
        MailDelivery: {
            _id: components["schemas"]["Tandem.Common.Id"];
            kind: components["schemas"]["MailKind"];
            /** @description The conversation (`reply`) or the ticket (`comment`). */
            conversationId: string | null;
            ticketId: string | null;
            /** @description The message or comment the mail carries. */
            sourceId: components["schemas"]["Tandem.Common.Id"];
            contactId: components["schemas"]["Tandem.Common.Id"];
            /** @description The recipient's address; null once the contact is erased. */
            to: string | null;
            /** @description Empty once the contact is erased. */
            subject: string;
            /**
             * @description The mail's `Message-ID` header, the same on every attempt (duplicates are recognisable by it).
             *     With replies by e-mail on (`TANDEM_SMTP_INBOUND_PORT`), a visitor's answer that names it in
             *     `In-Reply-To` or `References` joins the conversation; `reply` mails also carry the conversation's
             *     own `Reply-To: <local>+c_<conversationId>.<mac>@<domain>` (80-bit HMAC under a reply key per
             *     workspace mode). Answers to `comment` mails are dropped: tickets take no comments by e-mail.
             */
            messageIdHeader: string;
            status: components["schemas"]["MailDeliveryStatus"];
            /**
             * @description Why a `skipped` mail was not sent; null for every other status.
             *     - `unverified_address`: the contact's address was asserted by a widget
             *     visitor without a valid `user_hash` (anyone can type anyone's address),
             *     so it is never mailed, replies and comments alike. It becomes mailable
             *     once it is set through the server API (`POST /contacts`, or `contact.email`
             *     in `POST /conversations` / `POST /tickets`) or sent again by a verified
             *     widget identity; mails skipped before stay skipped.
             *     - `online`: a conversation reply to a visitor seen in the widget within
             *     `TANDEM_MAIL_ONLINE_SECONDS` (they read it there).
             * @enum {string|null}
             */
            skipReason: "unverified_address" | "online" | null;
            /**
             * Format: int32
             * @description Attempts started, including one in flight or interrupted.
             */
            attemptCount: number;
            /**
             * Format: date-time
             * @description When the next attempt is due (pending only).
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A mail with every attempt, oldest first. */
        MailDeliveryDetail: {
            _id: components["schemas"]["Tandem.Common.Id"];
            kind: components["schemas"]["MailKind"];
            /** @description The conversation (`reply`) or the ticket (`comment`). */
            conversationId: string | null;
            ticketId: string | null;
            /** @description The message or comment the mail carries. */
            sourceId: components["schemas"]["Tandem.Common.Id"];
            contactId: components["schemas"]["Tandem.Common.Id"];
            /** @description The recipient's address; null once the contact is erased. */
            to: string | null;
            /** @description Empty once the contact is erased. */
            subject: string;
            /**
             * @description The mail's `Message-ID` header, the same on every attempt (duplicates are recognisable by it).
             *     With replies by e-mail on (`TANDEM_SMTP_INBOUND_PORT`), a visitor's answer that names it in
             *     `In-Reply-To` or `References` joins the conversation; `reply` mails also carry the conversation's
             *     own `Reply-To: <local>+c_<conversationId>.<mac>@<domain>` (80-bit HMAC under a reply key per
             *     workspace mode). Answers to `comment` mails are dropped: tickets take no comments by e-mail.
             */
            messageIdHeader: string;
            status: components["schemas"]["MailDeliveryStatus"];
            /**
             * @description Why a `skipped` mail was not sent; null for every other status.
             *     - `unverified_address`: the contact's address was asserted by a widget
             *     visitor without a valid `user_hash` (anyone can type anyone's address),
             *     so it is never mailed, replies and comments alike. It becomes mailable
             *     once it is set through the server API (`POST /contacts`, or `contact.email`
             *     in `POST /conversations` / `POST /tickets`) or sent again by a verified
             *     widget identity; mails skipped before stay skipped.
             *     - `online`: a conversation reply to a visitor seen in the widget within
             *     `TANDEM_MAIL_ONLINE_SECONDS` (they read it there).
             * @enum {string|null}
             */
            skipReason: "unverified_address" | "online" | null;
            /**
             * Format: int32
             * @description Attempts started, including one in flight or interrupted.
             */
            attemptCount: number;
            /**
             * Format: date-time
             * @description When the next attempt is due (pending only).
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            attempts: components["schemas"]["MailAttempt"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        MailDeliveryDetailEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MailDeliveryDetail"];
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        MailDeliveryPage: {
            items: components["schemas"]["MailDelivery"][];
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        MailDeliveryPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MailDeliveryPage"];
        };
        /**
         * @description `pending` (waiting for its next attempt), `sent` (the SMTP server accepted
         *     it), `failed` (six attempts failed), `skipped` (never sent; `skipReason`
         *     says why) or `cancelled` (the contact was erased before it was sent).
         * @enum {string}
         */
        MailDeliveryStatus: "pending" | "sent" | "failed" | "skipped" | "cancelled";
        /**
         * @description `reply`: a public team message of a conversation; `comment`: a public ticket comment.
         * @enum {string}
         */
        MailKind: "reply" | "comment";
        /**
         * @description A message in a conversation. A contact's answer by e-mail is added only when
         *     it comes from the contact's verified address (never from another sender,
         *     never an auto-reply or bounce) and carries the reply's own text: quoted
         *     history and signature cut, at most 20,000 characters, public, emitting
         *     `message.created`; attachments are refused (not stored) and noted in one line
         *     `[N attachments not kept: e-mail attachments are not accepted]`. The
         *     conversation's status does not change, as with any contact message.
         */
        Message: {
            _id: components["schemas"]["Tandem.Common.Id"];
            conversationId: components["schemas"]["Tandem.Common.Id"];
            body: string;
            author: components["schemas"]["MessageAuthor"];
            /** @description Display name of the replying team member; null for contact messages without one. */
            author_name: string | null;
            /** @description `internal` notes are never shown to the visitor and never sent as `message.created`. */
            visibility: components["schemas"]["Visibility"];
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
        MessageAuthor: "contact" | "team";
        /**
         * @description A reply as the team. The same `clientId` in the same conversation never
         *     creates a second message: a retry with the same payload (body, author_name,
         *     visibility; an omitted visibility is `public`) answers 201 with the message
         *     first created; another payload answers 409 `client_id_mismatch`.
         *     `body` must not be blank (400 `invalid_request`).
         *     Replying does not change the conversation's status.
         */
        MessageCreate: {
            body: string;
            author_name?: string;
            /** @description Default `public`. */
            visibility?: components["schemas"]["Visibility"];
            clientId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Public messages only: internal notes never produce this event. */
        MessageCreatedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "message.created";
            data: components["schemas"]["Message"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        MessageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Message"];
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        MessagePage: {
            items: components["schemas"]["Message"][];
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        MessagePageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MessagePage"];
        };
        PingData: {
            endpointId: components["schemas"]["Tandem.Common.Id"];
            message: string;
        };
        /** @description Sent by `POST /webhook_endpoints/{id}/test`. */
        PingEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
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
            data: components["schemas"]["PingData"];
        };
        /**
         * @description Priority of a conversation or ticket. Default `normal` (tickets of type `bug`: `high`).
         * @enum {string}
         */
        Priority: "low" | "normal" | "high" | "urgent";
        /**
         * Format: int32
         * @description A rating from 1 (worst) to 5 (best), whole numbers only (decided).
         */
        Rating: number;
        /** @description A tag: 1–50 characters. A tag list has at most 20 entries; duplicates are dropped, order is kept. */
        Tag: string;
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
        /** @description A bug report or request. */
        Ticket: {
            _id: components["schemas"]["Tandem.Common.Id"];
            /**
             * Format: int32
             * @description 1, 2, 3 … per workspace and mode, with no gaps or duplicates.
             */
            number: number;
            contact: components["schemas"]["ContactSummary"];
            type: components["schemas"]["TicketType"];
            title: string;
            description: string | null;
            priority: components["schemas"]["Priority"];
            status: components["schemas"]["TicketStatus"];
            tags: string[];
            assigneeId: string | null;
            /** @description Where the ticket was filed from (as given at creation), or null. */
            context: ({
                pageUrl?: string;
                consoleErrors?: components["schemas"]["ConsoleError"][];
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
        TicketComment: {
            _id: components["schemas"]["Tandem.Common.Id"];
            ticketId: components["schemas"]["Tandem.Common.Id"];
            body: string;
            visibility: components["schemas"]["Visibility"];
            author_name: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description A public comment emits `ticket.commented`; an internal one emits no event at
         *     all (its body never leaves the desk in a webhook or in `GET /events`).
         *     `body` must not be blank (400 `invalid_request`).
         */
        TicketCommentCreate: {
            body: string;
            /** @description Default `public`. */
            visibility?: components["schemas"]["Visibility"];
            author_name?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        TicketCommentEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["TicketComment"];
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        TicketCommentPage: {
            items: components["schemas"]["TicketComment"][];
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        TicketCommentPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["TicketCommentPage"];
        };
        /** @description Public comments only: internal comments never produce this event. */
        TicketCommentedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ticket.commented";
            data: components["schemas"]["TicketComment"];
        };
        /** @description Where the ticket was filed from. */
        TicketContext: {
            pageUrl?: string;
            consoleErrors?: components["schemas"]["ConsoleError"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Files a ticket; `priority` defaults to `high` for bugs and `normal` otherwise. `title` must not be blank. */
        TicketCreate: {
            contact: components["schemas"]["ContactRef"];
            type: components["schemas"]["TicketType"];
            title: string;
            description?: string;
            priority?: components["schemas"]["Priority"];
            tags?: components["schemas"]["Tag"][];
            context?: components["schemas"]["TicketContext"];
        } & {
            [key: string]: unknown;
        };
        TicketCreatedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ticket.created";
            data: components["schemas"]["Ticket"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        TicketEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Ticket"];
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        TicketPage: {
            items: components["schemas"]["Ticket"][];
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        TicketPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["TicketPage"];
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
        TicketStatus: "open" | "pending" | "resolved" | "closed";
        /**
         * @description Status filter of the ticket list; `active` = `open` or `pending`.
         * @enum {string}
         */
        TicketStatusFilter: "open" | "pending" | "resolved" | "closed" | "active";
        /** @enum {string} */
        TicketType: "bug" | "support" | "question" | "feature";
        /**
         * @description Any of the fields; at least one. A change of status, priority, type or
         *     assignee emits `ticket.updated`; `assigneeId: null` unassigns (tickets have
         *     no assignee name). A closed ticket is read-only (see `TicketStatus`).
         */
        TicketUpdate: {
            status?: components["schemas"]["TicketStatus"];
            priority?: components["schemas"]["Priority"];
            type?: components["schemas"]["TicketType"];
            title?: string;
            tags?: components["schemas"]["Tag"][];
            assigneeId?: string | null;
        } & {
            [key: string]: unknown;
        };
        TicketUpdatedEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ticket.updated";
            data: components["schemas"]["Ticket"];
        };
        /**
         * @description `internal` marks a note the visitor never sees; the default is `public`.
         * @enum {string}
         */
        Visibility: "public" | "internal";
        /** @description One HTTP attempt, as logged. */
        WebhookAttempt: {
            /**
             * Format: int32
             * @description 1, 2, 3 … within the delivery.
             */
            number: number;
            trigger: components["schemas"]["WebhookAttemptTrigger"];
            state: components["schemas"]["WebhookAttemptState"];
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
        WebhookAttemptState: "in_flight" | "completed" | "interrupted";
        /**
         * @description `scheduled` by the sender, `manual` from a resend or a test ping.
         * @enum {string}
         */
        WebhookAttemptTrigger: "scheduled" | "manual";
        /** @description One event for one endpoint. Its `_id` is the `Desk-Delivery` header, the same on every attempt. */
        WebhookDelivery: {
            _id: components["schemas"]["Tandem.Common.Id"];
            endpointId: components["schemas"]["Tandem.Common.Id"];
            /** @description `evt_…` */
            eventId: string;
            eventType: components["schemas"]["DeskEventType"] | "ping";
            status: components["schemas"]["WebhookDeliveryStatus"];
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
        WebhookDeliveryDetail: {
            _id: components["schemas"]["Tandem.Common.Id"];
            endpointId: components["schemas"]["Tandem.Common.Id"];
            /** @description `evt_…` */
            eventId: string;
            eventType: components["schemas"]["DeskEventType"] | "ping";
            status: components["schemas"]["WebhookDeliveryStatus"];
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
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookDeliveryDetailEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WebhookDeliveryDetail"];
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        WebhookDeliveryPage: {
            items: components["schemas"]["WebhookDelivery"][];
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookDeliveryPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WebhookDeliveryPage"];
        };
        /**
         * @description `pending` (waiting for its next attempt), `succeeded` (a 2xx within 10 s) or
         *     `failed` (six attempts failed, a manual resend failed, or its endpoint was
         *     disabled while it was pending: then it may have no attempt at all).
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "succeeded" | "failed";
        /**
         * @description A URL that receives signed events. In production (`NODE_ENV=production`) it
         *     must be `https` and resolve to a public address; this is checked when it is
         *     registered and again on every connection (against the address actually
         *     connected; redirects are never followed). In development `http` and loopback
         *     are allowed so a local receiver works.
         */
        WebhookEndpoint: {
            _id: components["schemas"]["Tandem.Common.Id"];
            url: string;
            /** @description The kinds it receives; `["*"]` means all. */
            events: components["schemas"]["EventSelector"][];
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
        WebhookEndpointCreate: {
            url: components["schemas"]["WebhookUrl"];
            events: components["schemas"]["EventSelector"][];
            description?: string;
            /** @description Also sign with the Standard Webhooks headers (see `WebhookEndpoint.standardWebhooks`). Default false. */
            standardWebhooks?: boolean;
        } & {
            [key: string]: unknown;
        };
        WebhookEndpointDisabledEvent: {
            /** @description `evt_…`, unique per event. */
            id: string;
            /**
             * Format: int64
             * @description Unix seconds (whole seconds: order events by `sequence`, not by this).
             */
            created: number;
            /**
             * @description `true` for an event of live mode (made with a `dsk_live_` key), `false` for
             *     test mode (a `dsk_test_` key, or a test ping of a test-mode endpoint), as
             *     Stripe does. Test and live endpoints never receive each other's events.
             */
            livemode: boolean;
            /**
             * Format: int64
             * @description 1, 2, 3 … per workspace and mode, in the order the changes were committed:
             *     a receiver orders events by it (deliveries can arrive out of order, and
             *     retries later still). Numbers are never reused, but an endpoint sees gaps:
             *     it receives only the kinds it subscribes to. A test ping (`PingEvent`) is
             *     an endpoint check, not an event of the workspace: its `sequence` is null
             *     and it takes no number (the next event's number follows the previous one's).
             */
            sequence: number;
            workspace_id: components["schemas"]["Tandem.Common.Id"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "webhook_endpoint.disabled";
            data: components["schemas"]["WebhookEndpoint"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookEndpointEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WebhookEndpoint"];
        };
        /**
         * @description One page of a list, newest first. `nextCursor` is null on the last page;
         *     otherwise pass it as `before` to get the next (older) page.
         */
        WebhookEndpointPage: {
            items: components["schemas"]["WebhookEndpoint"][];
            nextCursor: string | null;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookEndpointPageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WebhookEndpointPage"];
        };
        /** @description Any of the fields; at least one. */
        WebhookEndpointUpdate: {
            url?: components["schemas"]["WebhookUrl"];
            events?: components["schemas"]["EventSelector"][];
            description?: string | null;
            enabled?: boolean;
            standardWebhooks?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description An endpoint with its signing secret: only in the answers that create one (create, rotate). */
        WebhookEndpointWithSecret: {
            _id: components["schemas"]["Tandem.Common.Id"];
            url: string;
            /** @description The kinds it receives; `["*"]` means all. */
            events: components["schemas"]["EventSelector"][];
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
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookEndpointWithSecretEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WebhookEndpointWithSecret"];
        };
        WebhookRecoverRequest: {
            /** Format: date-time */
            since: string;
            /** Format: date-time */
            until?: string;
        } & {
            [key: string]: unknown;
        };
        WebhookRecoverResult: {
            /**
             * Format: int32
             * @description How many failed deliveries are pending again.
             */
            recovered: number;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WebhookRecoverResultEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WebhookRecoverResult"];
        };
        WebhookRotateSecretRequest: {
            /**
             * Format: int32
             * @description How long the previous secret keeps signing (a second signature on every
             *     delivery), in seconds: 0 expires it at once, at most 604,800 (7 days).
             *     Default 86,400 (24 hours).
             */
            overlapSeconds?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description An `http(s)` URL of at most 2,048 characters. */
        WebhookUrl: string;
        /**
         * @description What the widget shows of the workspace (its identity, `GET /workspace`):
         *     the panel's title, the accent colour, the greeting and the logo.
         */
        WidgetBrand: {
            /** @description The workspace's name: the panel's title ("<name> support"). */
            name: string;
            /** @description `#rrggbb`, or null for the widget's own blue. */
            accentColor: string | null;
            /** @description The first line shown to a visitor; null: the widget's default greeting. */
            greeting: string | null;
            /** @description The logo as a path on this API's origin (`/brand/logo?v=…`), or null. */
            logoUrl: string | null;
        };
        /** @description A conversation as its visitor sees it. */
        WidgetConversation: {
            _id: components["schemas"]["Tandem.Common.Id"];
            status: components["schemas"]["ConversationStatus"];
            subject: string | null;
            /** @description A rating was received for it. */
            rated: boolean;
            /** Format: date-time */
            lastMessageAt: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The visitor's first message starts the conversation (emits `conversation.created` and `message.created`). */
        WidgetConversationCreate: {
            body: string;
            subject?: string;
            /** @description Makes a retried call safe (as in `POST /conversations`). */
            clientId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WidgetConversationEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WidgetConversation"];
        };
        WidgetConversationList: {
            items: components["schemas"]["WidgetConversation"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WidgetConversationListEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WidgetConversationList"];
        };
        /**
         * @description The host page's user, as its backend knows it. `user_hash` is the
         *     lowercase hex HMAC-SHA256 of `external_id` keyed with the workspace's
         *     identity secret (`GET /widget_settings`), computed by the host's backend,
         *     never in the browser. A wrong `user_hash` is always refused (401
         *     `identity_verification_failed`); a missing one too when the workspace
         *     requires verification.
         *
         *     Without a `user_hash` the identity is unverified: anyone can send any
         *     `external_id`, `name` and `email`. Decided:
         *     - It never receives stored personal data: the session answers only what
         *     it sent itself (`name`, `email`) and no `contactId`, the same for a known
         *     and an unknown `external_id`, so ids cannot be probed.
         *     - It never changes a known contact; for an unknown `external_id` it creates
         *     the contact with its `name` and `email`, the address stored as unverified
         *     (`Contact.emailVerified` false): **never mailed** (mails of it are logged
         *     `skipped`, `skipReason: unverified_address`) until the address is set
         *     through the server API (`POST /contacts`, or `contact.email` in
         *     `POST /conversations` / `POST /tickets`) or sent with a valid `user_hash`.
         *     - With a valid `user_hash`, `name` and `email` update the contact and the
         *     address is trusted. The hash signs `external_id` only: pass the address
         *     your backend knows for that user.
         */
        WidgetIdentity: {
            external_id: components["schemas"]["ExternalId"];
            name?: string;
            /** Format: email */
            email?: string;
            user_hash?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A public message (internal notes never reach the widget). */
        WidgetMessage: {
            _id: components["schemas"]["Tandem.Common.Id"];
            body: string;
            author: components["schemas"]["MessageAuthor"];
            author_name: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A message from the visitor (author `contact`; emits `message.created`). */
        WidgetMessageCreate: {
            body: string;
            clientId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WidgetMessageEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WidgetMessage"];
        };
        /**
         * @description Public messages oldest first, and the conversation as it is now. Pass
         *     `cursor` as `after` to get only what changed since.
         */
        WidgetMessageFeed: {
            items: components["schemas"]["WidgetMessage"][];
            conversation: components["schemas"]["WidgetConversation"];
            cursor: string;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WidgetMessageFeedEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WidgetMessageFeed"];
        };
        /** @description A visitor session: keep `visitorToken` (the widget keeps it in localStorage). */
        WidgetSession: {
            visitorToken: string;
            visitor: components["schemas"]["WidgetVisitor"];
            brand: components["schemas"]["WidgetBrand"];
        };
        /** @description Starts or resumes a visitor. Without `identity`, an anonymous visitor with a contact of its own. */
        WidgetSessionCreate: {
            identity?: components["schemas"]["WidgetIdentity"];
        } & {
            [key: string]: unknown;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WidgetSessionEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WidgetSession"];
        };
        /** @description The widget's settings of the key's mode. */
        WidgetSettings: {
            /**
             * @description The identity secret (`wis_…`): key of the `user_hash` HMAC. Keep it on
             *     your server; rotating it invalidates every hash computed before.
             */
            identitySecret: string;
            /** @description When true, identities without a valid `user_hash` are refused. Default false. */
            identityVerificationRequired: boolean;
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WidgetSettingsEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WidgetSettings"];
        };
        WidgetSettingsUpdate: {
            identityVerificationRequired?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description A ticket of the visitor, with its public comments (oldest first, the newest 50). */
        WidgetTicket: {
            _id: components["schemas"]["Tandem.Common.Id"];
            /** Format: int32 */
            number: number;
            type: string;
            title: string;
            status: string;
            comments: components["schemas"]["WidgetTicketComment"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A public comment on a ticket. */
        WidgetTicketComment: {
            _id: components["schemas"]["Tandem.Common.Id"];
            body: string;
            author_name: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        WidgetTicketList: {
            items: components["schemas"]["WidgetTicket"][];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WidgetTicketListEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["WidgetTicketList"];
        };
        /**
         * @description Who the visitor token speaks for. For an anonymous or verified visitor: its
         *     contact's id, name and email. For an unverified identity: no `contactId`,
         *     and only the `name` and `email` it sent itself (never the contact's).
         */
        WidgetVisitor: {
            /** @description The visitor's contact (its 24-hex `_id`); null for an unverified identity. */
            contactId: string | null;
            name: string | null;
            email: string | null;
            /** @description The host page identified the visitor (`external_id`). */
            identified: boolean;
            /** @description The identity came with a valid `user_hash`. */
            verified: boolean;
        };
        /** @description The workspace the key belongs to: its identity, its widget keys and the mode of the call. */
        Workspace: {
            /** @description Workspace id; sent as `workspace_id` in webhook events. */
            _id: components["schemas"]["Tandem.Common.Id"];
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
            /**
             * @description The widget's public key, `pk_live_…` as the seed says, whatever the mode
             *     of the calling key. Public keys are refused on this API (403
             *     `secret_key_required`).
             */
            publicKey: string;
            /**
             * @description The test-mode widget key, `pk_test_…` (decided: test mode has a widget key
             *     of its own, so a test widget never writes live data). Answered to both
             *     modes, like `publicKey`: public keys are not secrets.
             */
            testPublicKey: string;
            /** @description Identifier of the workspace's parent record. */
            ventureId: components["schemas"]["Tandem.Common.Id"];
            /** @description The mode of the key that made the call. */
            mode: components["schemas"]["Tandem.Common.Mode"];
        };
        /** @description Every successful answer: `{ success: true, data }`. */
        WorkspaceEnvelope: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Workspace"];
        };
        /**
         * @description A new logo: the image's bytes in base64 (at most 700,000 characters; a
         *     `data:` URL prefix is accepted). A PNG, JPEG or WebP image of at most
         *     512 KiB, checked by its first bytes: else 400 `invalid_logo` (SVG is
         *     refused), or 413 `logo_too_large`.
         */
        WorkspaceLogoUpload: {
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
        WorkspaceProfile: {
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
        WorkspaceUpdate: {
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
    };
    responses: never;
    parameters: {
        "AssigneeFilter.assigned": boolean;
        "AssigneeFilter.assigneeId": string;
        ContactFilter: string;
        /**
         * @description Contacts that have this custom attribute (any value). With
         *     `attribute_value`, contacts whose attribute equals it (decided: one
         *     attribute per request, as two plain parameters rather than a
         *     `attribute[key]=` deep object). This filter is not indexed: it reads the
         *     contacts of the mode newest first until the page is full.
         */
        "ContactListQuery.attribute_key": string;
        /**
         * @description The attribute's value as text: strings compare as they are, numbers in
         *     their JSON form (`3`, `2.5`), booleans as `true` / `false`. Only with
         *     `attribute_key` (else 400).
         */
        "ContactListQuery.attribute_value": string;
        /**
         * @description The contact whose `external_id` is exactly this text (a page of zero or
         *     one contact). This is the unambiguous lookup by `external_id`; see
         *     `GET /contacts/{id}`.
         */
        "ContactListQuery.external_id": string;
        /**
         * @description Search over name, email and `external_id` (same rules as every `q`:
         *     word-prefix matching, all words must match; CJK text also matches inside
         *     words). An email is split into words at `@` and `.`, so `ann` and
         *     `ann@example.com` both find `ann@example.com`.
         */
        "ContactListQuery.q": string;
        IdempotencyKeyHeader: string;
        OptionalVisitorTokenHeader: string;
        SearchQuery: string;
        /** @description Return items older than this cursor (`nextCursor` of the previous page). */
        "Tandem.Common.PageQuery.before": components["schemas"]["Tandem.Common.Cursor"];
        /** @description Page size. */
        "Tandem.Common.PageQuery.limit": number;
        VisitorTokenHeader: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "contacts.list": {
        parameters: {
            query?: {
                /**
                 * @description Search over name, email and `external_id` (same rules as every `q`:
                 *     word-prefix matching, all words must match; CJK text also matches inside
                 *     words). An email is split into words at `@` and `.`, so `ann` and
                 *     `ann@example.com` both find `ann@example.com`.
                 */
                q?: components["parameters"]["ContactListQuery.q"];
                /**
                 * @description The contact whose `external_id` is exactly this text (a page of zero or
                 *     one contact). This is the unambiguous lookup by `external_id`; see
                 *     `GET /contacts/{id}`.
                 */
                external_id?: components["parameters"]["ContactListQuery.external_id"];
                /**
                 * @description Contacts that have this custom attribute (any value). With
                 *     `attribute_value`, contacts whose attribute equals it (decided: one
                 *     attribute per request, as two plain parameters rather than a
                 *     `attribute[key]=` deep object). This filter is not indexed: it reads the
                 *     contacts of the mode newest first until the page is full.
                 */
                attribute_key?: components["parameters"]["ContactListQuery.attribute_key"];
                /**
                 * @description The attribute's value as text: strings compare as they are, numbers in
                 *     their JSON form (`3`, `2.5`), booleans as `true` / `false`. Only with
                 *     `attribute_key` (else 400).
                 */
                attribute_value?: components["parameters"]["ContactListQuery.attribute_value"];
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
                    "application/json": components["schemas"]["ContactPageEnvelope"];
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
    "contacts.upsert": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactUpsert"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactEnvelope"];
                };
            };
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
                    "application/json": components["schemas"]["ContactEnvelope"];
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
    "contacts.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contact's `_id` or its `external_id`. */
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
                    "application/json": components["schemas"]["ContactDetailEnvelope"];
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
    "contacts.erase": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The contact's `_id` or its `external_id`. */
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
                    "application/json": components["schemas"]["ContactEnvelope"];
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
            query?: {
                status?: components["schemas"]["ConversationStatusFilter"];
                contact_id?: components["parameters"]["ContactFilter"];
                assigneeId?: components["parameters"]["AssigneeFilter.assigneeId"];
                assigned?: components["parameters"]["AssigneeFilter.assigned"];
                q?: components["parameters"]["SearchQuery"];
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
                    "application/json": components["schemas"]["ConversationPageEnvelope"];
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
    "conversations.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationCreate"];
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
    "conversations.get": {
        parameters: {
            query?: never;
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
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationUpdate"];
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
    "csat.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsatCreate"];
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
                    "application/json": components["schemas"]["CsatEnvelope"];
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
    "messages.list": {
        parameters: {
            query?: {
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
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageCreate"];
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
    "events.list": {
        parameters: {
            query?: {
                type?: components["schemas"]["DeskEventType"];
                since?: string;
                until?: string;
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
                    "application/json": components["schemas"]["EventPageEnvelope"];
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
    "events.get": {
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
                    "application/json": components["schemas"]["EventRecordEnvelope"];
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
            query?: {
                kind?: components["schemas"]["FeedbackKind"];
                status?: components["schemas"]["FeedbackStatus"];
                sort?: components["schemas"]["FeedbackSort"];
                contact_id?: components["parameters"]["ContactFilter"];
                q?: components["parameters"]["SearchQuery"];
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
    "feedback.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackCreate"];
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
    "feedback.get": {
        parameters: {
            query?: never;
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
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackUpdate"];
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
    "feedback.vote": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackVote"];
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
    "feedback.unvote": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
                external_id: string;
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
    "mailDeliveries.list": {
        parameters: {
            query?: {
                status?: components["schemas"]["MailDeliveryStatus"];
                contact_id?: components["parameters"]["ContactFilter"];
                since?: string;
                until?: string;
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
                    "application/json": components["schemas"]["MailDeliveryPageEnvelope"];
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
    "mailDeliveries.get": {
        parameters: {
            query?: never;
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
                    "application/json": components["schemas"]["MailDeliveryDetailEnvelope"];
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
            query?: {
                status?: components["schemas"]["TicketStatusFilter"];
                type?: components["schemas"]["TicketType"];
                priority?: components["schemas"]["Priority"];
                contact_id?: components["parameters"]["ContactFilter"];
                assigneeId?: components["parameters"]["AssigneeFilter.assigneeId"];
                assigned?: components["parameters"]["AssigneeFilter.assigned"];
                q?: components["parameters"]["SearchQuery"];
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
    "tickets.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketCreate"];
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
    "tickets.get": {
        parameters: {
            query?: never;
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
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketUpdate"];
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
    "ticketComments.list": {
        parameters: {
            query?: {
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
    "ticketComments.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketCommentCreate"];
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
            query?: never;
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
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
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
            query?: {
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
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreate"];
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
    "webhookEndpoints.get": {
        parameters: {
            query?: never;
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
    "webhookEndpoints.delete": {
        parameters: {
            query?: never;
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
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
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
            query?: {
                status?: components["schemas"]["WebhookDeliveryStatus"];
                event_type?: components["schemas"]["DeskEventType"] | "ping";
                since?: string;
                until?: string;
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
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookRecoverRequest"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRecoverResultEnvelope"];
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
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookRotateSecretRequest"];
            };
        };
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
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
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
    "widgetConversations.list": {
        parameters: {
            query?: never;
            header: {
                "X-Visitor-Token": components["parameters"]["VisitorTokenHeader"];
            };
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
                    "application/json": components["schemas"]["WidgetConversationListEnvelope"];
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
            /** @description 401 `identity_verification_failed` or `invalid_visitor_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"] | components["schemas"]["Tandem.Common.ApiError"];
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
    "widgetConversations.create": {
        parameters: {
            query?: never;
            header: {
                "X-Visitor-Token": components["parameters"]["VisitorTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetConversationCreate"];
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
                    "application/json": components["schemas"]["WidgetConversationEnvelope"];
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
            /** @description 401 `identity_verification_failed` or `invalid_visitor_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"] | components["schemas"]["Tandem.Common.ApiError"];
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
    "widgetCsat.create": {
        parameters: {
            query?: never;
            header: {
                "X-Visitor-Token": components["parameters"]["VisitorTokenHeader"];
            };
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsatCreate"];
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
                    "application/json": components["schemas"]["CsatEnvelope"];
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
            /** @description 401 `identity_verification_failed` or `invalid_visitor_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"] | components["schemas"]["Tandem.Common.ApiError"];
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
    "widgetCsat.comment": {
        parameters: {
            query?: never;
            header: {
                "X-Visitor-Token": components["parameters"]["VisitorTokenHeader"];
            };
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsatCommentCreate"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CsatEnvelope"];
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
            /** @description 401 `identity_verification_failed` or `invalid_visitor_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"] | components["schemas"]["Tandem.Common.ApiError"];
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
    "widgetMessages.list": {
        parameters: {
            query?: {
                after?: string;
                wait?: number;
            };
            header: {
                "X-Visitor-Token": components["parameters"]["VisitorTokenHeader"];
            };
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
                    "application/json": components["schemas"]["WidgetMessageFeedEnvelope"];
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
            /** @description 401 `identity_verification_failed` or `invalid_visitor_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"] | components["schemas"]["Tandem.Common.ApiError"];
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
    "widgetMessages.create": {
        parameters: {
            query?: never;
            header: {
                "X-Visitor-Token": components["parameters"]["VisitorTokenHeader"];
            };
            path: {
                id: components["schemas"]["Tandem.Common.Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetMessageCreate"];
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
                    "application/json": components["schemas"]["WidgetMessageEnvelope"];
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
            /** @description 401 `identity_verification_failed` or `invalid_visitor_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"] | components["schemas"]["Tandem.Common.ApiError"];
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
    "widget.startSession": {
        parameters: {
            query?: never;
            header?: {
                "X-Visitor-Token"?: components["parameters"]["OptionalVisitorTokenHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetSessionCreate"];
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
                    "application/json": components["schemas"]["WidgetSessionEnvelope"];
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
            /** @description 401 `identity_verification_failed` or `invalid_visitor_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"] | components["schemas"]["Tandem.Common.ApiError"];
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
    "widgetTickets.list": {
        parameters: {
            query?: never;
            header: {
                "X-Visitor-Token": components["parameters"]["VisitorTokenHeader"];
            };
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
                    "application/json": components["schemas"]["WidgetTicketListEnvelope"];
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
            /** @description 401 `identity_verification_failed` or `invalid_visitor_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tandem.Common.ApiError"] | components["schemas"]["Tandem.Common.ApiError"];
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
    "widgetSettings.get": {
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
                    "application/json": components["schemas"]["WidgetSettingsEnvelope"];
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
    "widgetSettings.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetSettingsUpdate"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetSettingsEnvelope"];
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
    "widgetSettings.rotateSecret": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
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
                    "application/json": components["schemas"]["WidgetSettingsEnvelope"];
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
    "workspace.get": {
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
                    "application/json": components["schemas"]["WorkspaceEnvelope"];
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
    "workspace.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceUpdate"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceEnvelope"];
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
    "workspace.setLogo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceLogoUpload"];
            };
        };
        responses: {
            /** @description 200 with the payload in the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceEnvelope"];
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
    "workspace.deleteLogo": {
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
                    "application/json": components["schemas"]["WorkspaceEnvelope"];
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
}
