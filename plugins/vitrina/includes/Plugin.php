<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The plugin's modules: each one registers its own hooks and routes in `register()` and, when it
 * keeps rows of its own, creates its tables in `install()` (idempotent, run on activation and
 * whenever the stored schema version is older than the plugin's).
 */
final class Plugin
{
    /** @var list<class-string> the modules, in the order they are registered */
    private const MODULES = [
        SlotBookings::class,
        NcfSequence::class,
        SlotsRoute::class,
        PublishedProducts::class,
        OrderPlacement::class,
        CreditNotes::class,
        NcfRanges::class,
        OrderAttempts::class,
        PaymentReturn::class,
        OrderDeposit::class,
        OrderEmails::class,
        VerifiedPurchases::class,
        UnpaidOrders::class,
        OrderChanges::class,
        OutForDelivery::class,
        Dispatch::class,
        SettingsPage::class,
        DispatchPage::class,
        ShopIdentity::class,
        Accounts::class,
        CustomerMeta::class,
        CartTokenGuard::class,
        CartMerge::class,
        InstallationLines::class,
        Contact::class,
        Cashback::class,
        StockAlerts::class,
    ];

    public static function boot(): void
    {
        if (get_option('vitrina_schema_version') !== VERSION) {
            self::activate();
        }
        foreach (self::MODULES as $module) {
            if (method_exists($module, 'register')) {
                $module::register();
            }
        }
    }

    public static function activate(): void
    {
        foreach (self::MODULES as $module) {
            if (method_exists($module, 'install')) {
                $module::install();
            }
        }
        update_option('vitrina_schema_version', VERSION);
    }
}
