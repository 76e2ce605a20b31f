<?php

/**
 * Plugin Name: Vitrina test clock
 * Description: For the contract suite only: the Vitrina plugin's clock reads the option
 * `vitrina_test_now` (milliseconds since the epoch) when it is set, so the agenda's cases run
 * at a chosen instant on both stores. Never installed outside the test kit.
 */

add_filter('vitrina_now', function ($now) {
    $fixed = get_option('vitrina_test_now');
    return is_numeric($fixed) ? ((int) $fixed) / 1000 : $now;
});
