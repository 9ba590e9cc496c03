"""The messages module holds every spec §5/§8 text word for word, and the public API is
importable from the top-level package."""

from __future__ import annotations

import signage_core
from signage_core import messages

# Spec texts quoted in §2, §5 and §8, copied verbatim (\" in the spec is a plain quote).
SPEC_TEXTS = [
    "Something went wrong. Please refresh the page.",
    "No clients available.",
    "Email is required", "Invalid email", "Password is required", "Name is required",
    "Phone is required", "Please enter your password to confirm.", "Name is required.",
    "Phone is required.", "Phone must contain only numbers.", "Invalid email format",
    "It must be a number", "Required field", "The location number must be a valid number.",
    "The company email has an invalid format.", "Please enter your password.",
    "Logo must be less than 2MB", "Only JPG and PNG files are allowed",
    "Image dimensions must be 1920x1920px or less", "Invalid YouTube URL.",
    "Make sure all fields are complete before saving.", "Please enter a playlist name",
    "Please select at least one media file", "No client ID found",
    "Please select a video file", "Please select a package.",
    "Please provide a payment reference.",
    'Access denied: The user "{name}" is deactivated.',
    'Access denied: User "{email}" is not registered in the system.',
    "Failed to log in. Verify your credentials.", "Please complete your client profile.",
    "Successful login", "Password reset email sent. Please check your inbox.",
    "Failed to send password reset email. Please try again.", "Registration successful!",
    "The email address is already in use by another account.",
    "The email address is not valid.",
    "The password is too weak. Please use a stronger password.",
    "An unknown error occurred. Please try again.",
    "The selected user does not have a valid email address.", "User successfully deleted.",
    "Error deleting user: {detail}", "Error updating user status: {detail}", "User not found.",
    "Could not load user information.", "User successfully updated.",
    "User successfully created.", "User could not be created: {detail}",
    "Error fetching clients or payments data.", "There was an error performing the action.",
    "There was an error updating the client status.",
    "Incorrect password. Could not authenticate.", "Client created successfully.",
    "There was an error creating the client.", "The current user could not be identified.",
    "Error loading business types", "Error loading packages.", "The client does not exist.",
    "There was an error loading customer data.", "Error loading business types.",
    "Changes could not be saved.", "There was an error updating the client.",
    "Client successfully updated.", "Error uploading logo", "Logo uploaded successfully",
    "Could not get information from the video.", "No data found for this video.",
    "The video could not be saved.", "Video added successfully.", "Video not found.",
    "The video could not be updated.", "You are not authorized to edit this video.",
    "Could not load playlists.", "Error deleting playlist", "Status updated successfully",
    "Playlist not found", "Error loading playlist data", "Error creating playlist",
    "Error updating playlist", "No client found for the logged-in user.",
    "Your license has expired. Please renew your subscription to continue using this feature.",
    "Error loading payment history", "Error updating payment status", "Payment not found.",
    "There was an error saving the payment.",
    "The package assigned to the client was not found.",
    "This package is not configured for PayPal subscriptions. Please contact support.",
    "PayPal payment system not available", "Failed to load payment system",
    "Error completing subscription", "Subscription process cancelled",
    "Error loading media files", "Media not found", "Error deleting media",
]  # fmt: skip


def _catalogue() -> dict[str, str]:
    return {name: value for name, value in vars(messages).items() if name.isupper()}


def test_every_spec_text_is_in_the_catalogue() -> None:
    assert set(SPEC_TEXTS) - set(_catalogue().values()) == set()


def test_licence_message_is_importable_from_the_package() -> None:
    assert signage_core.LICENCE_EXPIRED == (
        "Your license has expired. Please renew your subscription to continue using this feature."
    )


def test_templates_fill_in_names() -> None:
    assert messages.ACCESS_DENIED_DEACTIVATED.format(name="Ana") == (
        'Access denied: The user "Ana" is deactivated.'
    )


def test_public_api_names_all_exist() -> None:
    assert [name for name in signage_core.__all__ if not hasattr(signage_core, name)] == []
