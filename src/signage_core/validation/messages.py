# ruff: noqa: S105  (message texts mention passwords; none is a password)
"""Every user-facing text of spec §5 and §8, word for word, plus the texts we chose where
the spec is silent (marked "ours"; see docs/decisions.md).

Texts with a `{placeholder}` are templates: `ACCESS_DENIED_DEACTIVATED.format(name=...)`.
"""

from __future__ import annotations

from typing import Final

# --- §5 Login and registration -------------------------------------------------------------
EMAIL_REQUIRED: Final = "Email is required"
EMAIL_INVALID: Final = "Invalid email"
PASSWORD_REQUIRED: Final = "Password is required"
NAME_REQUIRED: Final = "Name is required"
NAME_TOO_SHORT: Final = "Name must be at least 2 characters"  # ours
NAME_TOO_LONG: Final = "Name must be at most 80 characters"  # ours
PHONE_REQUIRED: Final = "Phone is required"
PHONE_DIGITS_ONLY: Final = "Phone must contain only numbers"  # ours (registration style)
PASSWORD_TOO_SHORT: Final = "Password must be at least 6 characters"  # ours

# --- §5 Add user and edit user ---------------------------------------------------------------
ROLE_REQUIRED: Final = "Role is required"  # ours
ROLE_INVALID: Final = "Role must be Client, Supervisor or Admin"  # ours
ADMIN_PASSWORD_REQUIRED: Final = "Please enter your password to confirm."
EDIT_NAME_REQUIRED: Final = "Name is required."
EDIT_NAME_TOO_LONG: Final = "Name must be at most 80 characters."  # ours
EDIT_PHONE_REQUIRED: Final = "Phone is required."
EDIT_PHONE_DIGITS_ONLY: Final = "Phone must contain only numbers."
EDIT_ROLE_INVALID: Final = "Role must be Client, Supervisor or Admin."  # ours

# --- §5 Client / business form ---------------------------------------------------------------
REQUIRED_FIELD: Final = "Required field"
MAX_LENGTH: Final = "Maximum {limit} characters"  # ours
UNKNOWN_FIELD: Final = "This form has no field of this name."  # ours (a misspelt key)
COMPANY_EMAIL_INVALID: Final = "Invalid email format"
LOCATION_NUMBER_NOT_A_NUMBER: Final = "It must be a number"
SAVE_LOCATION_NUMBER_INVALID: Final = "The location number must be a valid number."
SAVE_COMPANY_EMAIL_INVALID: Final = "The company email has an invalid format."
CONFIRM_PASSWORD_REQUIRED: Final = "Please enter your password."
WEB_ADDRESS_INVALID: Final = "Enter a web address such as https://example.com."  # ours

# --- §5 Logo ---------------------------------------------------------------------------------
LOGO_TOO_LARGE: Final = "Logo must be less than 2MB"
LOGO_WRONG_TYPE: Final = "Only JPG and PNG files are allowed"
LOGO_TOO_BIG_DIMENSIONS: Final = "Image dimensions must be 1920x1920px or less"

# --- §5 Videos and playlists -----------------------------------------------------------------
INVALID_YOUTUBE_URL: Final = "Invalid YouTube URL."
VIDEO_FIELDS_INCOMPLETE: Final = "Make sure all fields are complete before saving."
PLAYLIST_NAME_REQUIRED: Final = "Please enter a playlist name"
PLAYLIST_MEDIA_REQUIRED: Final = "Please select at least one media file"
PLAYLIST_CLIENT_REQUIRED: Final = "No client ID found"
LOGO_POSITION_INVALID: Final = "Please choose a logo position"  # ours
BANNER_TEXT_REQUIRED: Final = "Please enter the banner text"  # ours

# --- §5 Media form ---------------------------------------------------------------------------
MEDIA_NAME_REQUIRED: Final = "Name is required"
ASSET_TYPE_INVALID: Final = "Please choose image, video or YouTube"  # ours
MEDIA_FILE_TOO_LARGE: Final = "File size must be 10MB or less"  # ours
MEDIA_IMAGE_WRONG_TYPE: Final = "Only JPG and PNG images are allowed"  # ours
MEDIA_IMAGE_TOO_BIG_DIMENSIONS: Final = "Image dimensions must be 40 megapixels or less"  # ours
MEDIA_VIDEO_WRONG_TYPE: Final = "Only MP4 videos are allowed"  # ours
MEDIA_VIDEO_FILE_REQUIRED: Final = "Please select a video file"
MEDIA_IMAGE_FILE_REQUIRED: Final = "Please select an image file"  # ours
THUMBNAIL_TOO_LARGE: Final = "The thumbnail must be 2MB or less."  # ours
THUMBNAIL_WRONG_TYPE: Final = "The thumbnail must be a JPG image."  # ours
DURATION_NOT_A_NUMBER: Final = "Duration must be a number"  # ours
DURATION_NEGATIVE: Final = "Duration must be 0 or more"  # ours
YOUTUBE_DURATION_REQUIRED: Final = "Enter the video's duration (more than 0 seconds)"  # ours
YOUTUBE_NEEDS_DURATION: Final = "A YouTube item needs a duration before it can play"  # ours

# --- §5 Payments -----------------------------------------------------------------------------
PACKAGE_REQUIRED: Final = "Please select a package."
# ours: a paying Client's own business form
PACKAGE_CHANGES_WITH_PAYMENT: Final = (
    "The package changes with a payment. Please choose a new package under Subscriptions."
)
PAYMENT_REFERENCE_REQUIRED: Final = "Please provide a payment reference."
PAYMENT_METHOD_INVALID: Final = "Please select a payment method."  # ours

# --- §2 Screens ------------------------------------------------------------------------------
SOMETHING_WENT_WRONG: Final = "Something went wrong. Please refresh the page."
NO_CLIENTS_AVAILABLE: Final = "No clients available."
ACCESS_DENIED_TITLE: Final = "Access denied"

# --- §8 Login and session --------------------------------------------------------------------
ACCESS_DENIED_DEACTIVATED: Final = 'Access denied: The user "{name}" is deactivated.'
ACCESS_DENIED_UNREGISTERED: Final = 'Access denied: User "{email}" is not registered in the system.'
LOGIN_FAILED: Final = "Failed to log in. Verify your credentials."
PROFILE_INCOMPLETE: Final = "Please complete your client profile."
LOGIN_SUCCESSFUL: Final = "Successful login"
PASSWORD_RESET_SENT: Final = "Password reset email sent. Please check your inbox."
PASSWORD_RESET_FAILED: Final = "Failed to send password reset email. Please try again."
GEOLOCATION_NOT_SUPPORTED: Final = "Geolocation is not supported by this browser."  # ours
GEOLOCATION_PERMISSION_DENIED: Final = "User denied the request for Geolocation."  # ours
GEOLOCATION_UNAVAILABLE: Final = "Location information is unavailable."  # ours
GEOLOCATION_TIMEOUT: Final = "The request to get user location timed out."  # ours
GEOLOCATION_UNKNOWN: Final = "An unknown error occurred."  # ours

# --- §8 Registration -------------------------------------------------------------------------
REGISTRATION_SUCCESSFUL: Final = "Registration successful!"
EMAIL_IN_USE: Final = "The email address is already in use by another account."
EMAIL_NOT_VALID: Final = "The email address is not valid."
PASSWORD_TOO_WEAK: Final = "The password is too weak. Please use a stronger password."
REGISTRATION_UNKNOWN_ERROR: Final = "An unknown error occurred. Please try again."
RESET_LINK_INVALID: Final = "The password reset link is invalid or has expired."  # ours

# --- §8 Users --------------------------------------------------------------------------------
USER_EMAIL_MISSING: Final = "The selected user does not have a valid email address."
USER_DELETED: Final = "User successfully deleted."
USER_DELETE_FAILED: Final = "Error deleting user: {detail}"
USER_STATUS_UPDATE_FAILED: Final = "Error updating user status: {detail}"
USER_NOT_FOUND: Final = "User not found."
USER_LOAD_FAILED: Final = "Could not load user information."
USER_UPDATED: Final = "User successfully updated."
USER_CREATED: Final = "User successfully created."
USER_CREATE_FAILED: Final = "User could not be created: {detail}"

# --- §8 Clients (admin) ----------------------------------------------------------------------
CLIENTS_LOAD_FAILED: Final = "Error fetching clients or payments data."
CLIENT_ACTION_FAILED: Final = "There was an error performing the action."
CLIENT_STATUS_UPDATE_FAILED: Final = "There was an error updating the client status."
ADMIN_PASSWORD_INCORRECT: Final = "Incorrect password. Could not authenticate."
CLIENT_CREATED: Final = "Client created successfully."
CLIENT_CREATE_FAILED: Final = "There was an error creating the client."
CURRENT_USER_UNKNOWN: Final = "The current user could not be identified."
ADMIN_BUSINESS_TYPES_LOAD_FAILED: Final = "Error loading business types"
PACKAGES_LOAD_FAILED: Final = "Error loading packages."

# --- §8 Business profile ---------------------------------------------------------------------
CLIENT_NOT_FOUND: Final = "The client does not exist."
CLIENT_LOAD_FAILED: Final = "There was an error loading customer data."
BUSINESS_TYPES_LOAD_FAILED: Final = "Error loading business types."
CHANGES_NOT_SAVED: Final = "Changes could not be saved."
CLIENT_UPDATE_FAILED: Final = "There was an error updating the client."
CLIENT_UPDATED: Final = "Client successfully updated."
LOGO_UPLOAD_FAILED: Final = "Error uploading logo"
LOGO_UPLOADED: Final = "Logo uploaded successfully"

# --- §8 Videos -------------------------------------------------------------------------------
VIDEO_INFO_FAILED: Final = "Could not get information from the video."
VIDEO_NO_DATA: Final = "No data found for this video."
VIDEO_SAVE_FAILED: Final = "The video could not be saved."
VIDEO_ADDED: Final = "Video added successfully."
VIDEO_NOT_FOUND: Final = "Video not found."
VIDEO_UPDATE_FAILED: Final = "The video could not be updated."
VIDEO_EDIT_FORBIDDEN: Final = "You are not authorized to edit this video."

# --- §8 Playlists ----------------------------------------------------------------------------
PLAYLISTS_LOAD_FAILED: Final = "Could not load playlists."
PLAYLIST_DELETE_FAILED: Final = "Error deleting playlist"
STATUS_UPDATED: Final = "Status updated successfully"
PLAYLIST_NOT_FOUND: Final = "Playlist not found"
PLAYLIST_LOAD_FAILED: Final = "Error loading playlist data"
PLAYLIST_CREATE_FAILED: Final = "Error creating playlist"
PLAYLIST_UPDATE_FAILED: Final = "Error updating playlist"
NO_CLIENT_FOR_USER: Final = "No client found for the logged-in user."

# --- §8 Licence ------------------------------------------------------------------------------
LICENCE_EXPIRED: Final = (
    "Your license has expired. Please renew your subscription to continue using this feature."
)

# --- §8 Payments -----------------------------------------------------------------------------
PAYMENTS_LOAD_FAILED: Final = "Error loading payment history"
PAYMENT_STATUS_UPDATE_FAILED: Final = "Error updating payment status"
PAYMENT_NOT_FOUND: Final = "Payment not found."
PAYMENT_SAVE_FAILED: Final = "There was an error saving the payment."
CLIENT_PACKAGE_NOT_FOUND: Final = "The package assigned to the client was not found."
PACKAGE_NOT_CONFIGURED_FOR_PAYPAL: Final = (
    "This package is not configured for PayPal subscriptions. Please contact support."
)
PAYPAL_NOT_AVAILABLE: Final = "PayPal payment system not available"
PAYPAL_NOT_CONFIGURED: Final = "PayPal is not configured on this portal."  # ours: the webhook
PAYMENT_SYSTEM_LOAD_FAILED: Final = "Failed to load payment system"
SUBSCRIPTION_COMPLETE_FAILED: Final = "Error completing subscription"
SUBSCRIPTION_CANCELLED: Final = "Subscription process cancelled"

# --- §8 Media --------------------------------------------------------------------------------
MEDIA_LOAD_FAILED: Final = "Error loading media files"
MEDIA_NOT_FOUND: Final = "Media not found"
MEDIA_DELETE_FAILED: Final = "Error deleting media"

# --- §8 File storage (status code → meaning) -------------------------------------------------
STORAGE_UNAUTHENTICATED: Final = "Invalid app check token or unauthenticated request."  # ours
STORAGE_QUOTA_EXCEEDED: Final = "Storage quota exceeded."  # ours
STORAGE_UNAUTHORIZED: Final = "Not authorized to access this file."  # ours
STORAGE_OBJECT_NOT_FOUND: Final = "File not found."  # ours

# --- Screens (ours, issue 15: docs/decisions.md) -------------------------------------------
SCREEN_NAME_REQUIRED: Final = "Please enter a name for the screen."
SCREEN_NAME_TOO_LONG: Final = "The screen name must be at most 60 characters."
PAIRING_CODE_INVALID: Final = "This pairing code is not valid or has expired."
PAIRING_CODE_FORMAT: Final = "The pairing code has 8 letters or digits."
"""A typed code of another shape (issue 27): the web app's own text, now the server's too."""
SCREEN_PLAYLIST_UNKNOWN: Final = "Choose one of your playlists."
SCREEN_LIMIT: Final = (
    "Your package allows {units} screens. Choose a package with more TVs under Subscriptions "
    "to add more."
)
SCREEN_LIMIT_ONE: Final = (
    "Your package allows 1 screen. Choose a package with more TVs under Subscriptions to add more."
)
SCREEN_NOT_FOUND: Final = "Screen not found"
SCREEN_CLIENT_REQUIRED: Final = "Choose a client."
"""Staff list one client's screens at a time."""
PAIRING_NOT_FOUND: Final = "This pairing code is unknown or has expired."
DEVICE_NOT_PAIRED: Final = "This screen is not paired. Pair it again from the portal."
SCREEN_SAVE_FAILED: Final = "The screen could not be saved. Please try again."

# --- A player's report (ours, issue 24: docs/decisions.md, "What a player reports") ---------
REPORT_TEXT_TOO_LONG: Final = "At most {limit} characters."
REPORT_KIND_UNKNOWN: Final = "The kind must be image, video or youtube."
REPORT_COUNT_INVALID: Final = "A whole number from 0 to {limit}."
REPORT_KEPT_OVER_TOTAL: Final = "Files kept cannot be more than the files the manifest names."
REPORT_TIME_NO_ZONE: Final = "A time with its offset from UTC."
REPORT_TIME_AHEAD: Final = "This time is later than the report."
REPORT_TIME_TOO_OLD: Final = "This time is more than a year before the report."
REPORT_SKIPS_TOO_MANY: Final = "At most {limit} skipped media."
REPORT_SKIP_REASON_UNKNOWN: Final = (
    "The reason must be offline, youtube-error, load-timeout, media-error or stalled."
)
REPORT_SKIP_TWICE: Final = "Each media at most once."

# --- Throttles (ours: the spec has none; the wait in whole minutes, rounded up) ------------
TOO_MANY_SIGN_INS: Final = "Too many failed sign-in attempts. Please try again in {wait}."
"""Wrong passwords, and wrong two-factor codes (`usecases.shared.throttle`)."""
TOO_MANY_RESETS: Final = "Too many password reset requests. Please try again in {wait}."
TOO_MANY_PAIRINGS: Final = "Too many pairing codes were requested. Please try again in {wait}."
"""A TV box asking for codes (issue 15)."""
TOO_MANY_PAIRING_CODES: Final = "Too many wrong pairing codes. Please try again in {wait}."
"""A client typing codes that match no TV (issue 27, `usecases.screens.claim_throttle`)."""

# --- Two-factor sign-in (ours: the spec has none; docs/decisions.md) ------------------------
TWO_FACTOR_ALREADY_ON: Final = "Two-factor sign-in is already on for this account."
TWO_FACTOR_NOTHING_TO_CONFIRM: Final = (
    "Please start the setup again: no authenticator is waiting for a code."
)
TWO_FACTOR_CODE_NOT_VALID: Final = (
    "The code is not valid. Enter the 6-digit code your authenticator app shows."
)
"""The first code, confirming the setup."""
TWO_FACTOR_NOT_ON_YOURSELF: Final = "You cannot reset your own two-factor sign-in."
TWO_FACTOR_NOT_ENROLLED: Final = "This user has not turned on two-factor sign-in."
SECOND_STEP_PENDING: Final = "Password accepted, waiting for the two-factor code"
"""The note of a login entry between the password and the second step."""
SIGN_IN_EXPIRED: Final = "Your sign-in has expired. Please sign in again."
SECOND_STEP_WRONG_CODE: Final = "The code is not valid. Enter the 6-digit code or a recovery code."

# --- The licence governs the screens (ours, issue 27: docs/decisions.md) --------------------
SCREEN_LIMIT_TRIAL: Final = (
    "During the trial you can pair {units} screens. Pay for a package under Subscriptions to "
    "add more."
)
SCREEN_LIMIT_TRIAL_ONE: Final = (
    "During the trial you can pair 1 screen. Pay for a package under Subscriptions to add more."
)
SLATE_LICENCE_ENDED: Final = "This screen is paused: its subscription has ended."
SLATE_CLIENT_DEACTIVATED: Final = "This screen is paused: the account is not active."
SLATE_OWNER_DEACTIVATED: Final = SLATE_CLIENT_DEACTIVATED
"""The TV in a shop says no more than that (the client sees why when signing in)."""

# --- Paged lists (ours: the spec has no paging) ----------------------------------------------
PAGE_LIMIT_OUT_OF_RANGE: Final = "Limit must be between 1 and 200."  # ours
PAGE_CURSOR_INVALID: Final = "This page cursor is not valid for this list."  # ours
PAGE_SORT_UNKNOWN: Final = "Sort by newest or name."  # ours
LANGUAGE_UNKNOWN: Final = "Choose English (en) or Spanish (es)."  # ours
DATE_INVALID: Final = "Use a date as YYYY-MM-DD."  # ours: the audit log's from/to

# --- Storage failures (ours: the spec has none) ----------------------------------------------
STORAGE_FULL: Final = "The portal's storage is full, so nothing was saved. Please try again later."
STORAGE_UNAVAILABLE: Final = (
    "The portal's storage cannot be written to right now, so nothing was saved. "
    "Please try again later."
)
BACKEND_UNAVAILABLE: Final = "The service is temporarily unavailable. Please try again in a minute."
"""Ours: the database, the file storage or the identity service did not answer in time."""

# --- Proof of play (ours: the spec has no plays) ---------------------------------------------
PLAYS_TOO_MANY: Final = "Send at most {limit} plays at a time."  # ours
PLAYS_EMPTY: Final = "Send at least one play, or a count of dropped plays."  # ours
PLAY_INVALID: Final = (
    "Each play needs a sequence number, a media and an end no earlier than its start, "
    "within a day."
)  # ours
PLAYS_DROPPED_INVALID: Final = "The count of dropped plays cannot be negative."  # ours
TIME_ZONE_UNKNOWN: Final = "Choose a time zone by its IANA name, such as Europe/Madrid."  # ours
DATE_RANGE_INVALID: Final = (
    "Choose a start date on or before the end date, at most 366 days apart."  # ours
)

# --- Schedules (ours, issue 26: docs/decisions.md, "Schedule ties") -------------------------
SCHEDULE_PLAYLIST_REQUIRED: Final = "Please choose a playlist."  # ours
SCHEDULE_TARGET_INVALID: Final = "Choose a screen, a group or all screens."  # ours
SCHEDULE_DAYS_REQUIRED: Final = "Choose at least one day of the week."  # ours
SCHEDULE_DAY_INVALID: Final = "Days are numbered from 0 (Monday) to 6 (Sunday)."  # ours
SCHEDULE_WHOLE_MINUTES: Final = "Times are in hours and minutes, without seconds."  # ours
SCHEDULE_DATE_RANGE_INVALID: Final = "The end date must be on or after the start date."  # ours
SCHEDULE_PRIORITY_INVALID: Final = "Priority must be a whole number from 0 to 9."  # ours
SCHEDULE_SWITCH_INVALID: Final = "Switch at the end of the current item or at once."  # ours
SCHEDULE_OVERLAP: Final = "{entry} overlaps {other} at the same priority."  # ours
SCHEDULE_TIME_INVALID: Final = "Enter a time as HH:MM, such as 07:30."  # ours
SCHEDULE_NOT_FOUND: Final = "Schedule entry not found"  # ours
SCHEDULE_SAVE_FAILED: Final = "The schedule could not be saved. Please try again."  # ours
SCHEDULE_WEEK_DAYS_INVALID: Final = "Show from 1 to 14 days."  # ours

# --- Screen groups (ours, issue 26: docs/decisions.md, "Screen groups") ---------------------
GROUP_NAME_REQUIRED: Final = "Please enter a name for the group."  # ours
GROUP_NAME_TOO_LONG: Final = "The group name must be at most 60 characters."  # ours
GROUP_NAME_TAKEN: Final = "You already have a group of this name."  # ours
GROUP_NOT_FOUND: Final = "Group not found"  # ours
GROUP_SAVE_FAILED: Final = "The group could not be saved. Please try again."  # ours

# --- Emergency messages (ours: the spec has none) --------------------------------------------
EMERGENCY_TEXT_REQUIRED: Final = "Write the message to show."  # ours
EMERGENCY_TEXT_TOO_LONG: Final = "Write at most {limit} characters."  # ours
EMERGENCY_COLOUR_INVALID: Final = "Choose a colour as #rrggbb, such as #cc0000."  # ours
EMERGENCY_END_REQUIRED: Final = "Choose when the message ends."  # ours
EMERGENCY_END_PAST: Final = "Choose an end time in the future."  # ours
EMERGENCY_END_TOO_LATE: Final = "Choose an end time at most {hours} hours from now."  # ours
EMERGENCY_IMAGE_UNKNOWN: Final = "Choose an image from your media library."  # ours
EMERGENCY_STAFF_TEXT_ONLY: Final = "Messages sent by staff are text only."  # ours
EMERGENCY_CLIENT_NOT_YOURS: Final = "Your messages go to your own screens only."  # ours
EMERGENCY_NOT_FOUND: Final = "Emergency message not found."  # ours
EMERGENCY_GROUP_CLIENT_ONLY: Final = "Only a client sends a message to one of its groups."  # ours
EMERGENCY_SAVE_FAILED: Final = "The emergency message could not be saved. Please try again."  # ours
