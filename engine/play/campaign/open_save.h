#pragma once
// Opening a saved campaign, alike for every front end: read the save, check that the content
// holds its class, and refuse the options that only shape a new campaign (they would otherwise be
// dropped without a word).
#include <string>

#include "engine/base/core/save_file.h"
#include "engine/play/campaign/campaign.h"

namespace bnb {

struct ContentDb;

// Options given beside the save that only shape a new campaign.
struct NewCampaignOptions {
  std::string class_id;          // "": not given
  bool seed_given = false;
  std::string difficulty;
  bool difficulty_given = false;
};

enum class OpenStatus {
  Saved,       // `campaign` is the save's
  Missing,     // no save: start a new campaign
  Unreadable,  // the file cannot be read or is damaged (`error`); it is left untouched
  Invalid,     // read, but not a campaign this content can play (`error`)
  Refused,     // the save is a campaign, and `refused` lists the options given that do not apply to it
};

struct OpenedSave {
  OpenStatus status = OpenStatus::Missing;
  Campaign campaign;     // Saved and Refused
  // The save as read, to write over only that (when Missing: not existing; when Unreadable: the
  // file as it is, never to be written over).
  SaveIdentity read_as;
  std::string error;     // Unreadable and Invalid: names the file and the problem
  std::string refused;   // Refused: one line per option, "  --class x: ..."
};

OpenedSave open_campaign_save(const ContentDb& db, const std::string& path, const NewCampaignOptions& asked = {});

}  // namespace bnb
