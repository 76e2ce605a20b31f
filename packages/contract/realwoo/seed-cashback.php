<?php

// Adds the cashback offers read on stdin (JSON: [{title, acf: {bank, percentage, cap, valid_until,
// conditions}}]) to the store in WP_DIR as published `cashback` posts, in that order. WordPress has
// no key-authenticated REST call for posts, so the contract seeds them from the command line.
require __DIR__ . '/wp-cli-load.php';

$entries = json_decode(stream_get_contents(STDIN), true);
$first = time() - count($entries);
foreach ($entries as $index => $entry) {
    // wp/v2 lists newest first: the first offer gets the latest date, as the source lists it first.
    $date = gmdate('Y-m-d H:i:s', $first + count($entries) - $index);
    $id = wp_insert_post([
        'post_type' => 'cashback',
        'post_status' => 'publish',
        'post_title' => $entry['title'],
        'post_date_gmt' => $date,
        'post_date' => $date,
        'meta_input' => $entry['acf'],
    ], true);
    if (is_wp_error($id)) {
        fwrite(STDERR, $id->get_error_message() . "\n");
        exit(1);
    }
}
