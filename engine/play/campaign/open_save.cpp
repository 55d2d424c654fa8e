#include "engine/play/campaign/open_save.h"

#include "engine/base/content/content_db.h"
#include "engine/base/core/scenario_number.h"

namespace bnb {

namespace {

std::string refused_options(const Campaign& c, const NewCampaignOptions& asked) {
  std::string refused;
  if (!asked.class_id.empty() && asked.class_id != c.class_id)
    refused += "  --class " + asked.class_id + ": the campaign's class is " + c.class_id + "\n";
  if (asked.seed_given) refused += "  --seed: the campaign's scenarios take their seeds from the campaign\n";
  if (asked.difficulty_given && c.current && c.current->setup.difficulty != asked.difficulty)
    refused += "  --difficulty " + asked.difficulty + ": scenario " + scenario_number_text(c.current->setup.scenario) +
               " is in progress at " + c.current->setup.difficulty + "\n";
  return refused;
}

}  // namespace

OpenedSave open_campaign_save(const ContentDb& db, const std::string& path, const NewCampaignOptions& asked) {
  OpenedSave out;
  SaveRecord rec;
  const SaveRead read = read_save_file(path, "campaign", kCampaignSaveVersion, rec, &out.read_as);
  if (read.status == SaveStatus::Missing) return out;
  if (read.status != SaveStatus::Ok) {
    out.status = OpenStatus::Unreadable;
    out.read_as = save_identity(path);
    out.error = read.error;
    return out;
  }
  out.status = OpenStatus::Invalid;
  if (const std::string e = from_save(rec, out.campaign); !e.empty()) {
    out.error = path + ": " + e;
    return out;
  }
  if (db.class_index(out.campaign.class_id) < 0) {
    out.error = path + ": the campaign's class '" + out.campaign.class_id +
                "' is not in the loaded content (it comes from a mod: load it with --mods DIR)";
    return out;
  }
  out.refused = refused_options(out.campaign, asked);
  out.status = out.refused.empty() ? OpenStatus::Saved : OpenStatus::Refused;
  return out;
}

}  // namespace bnb
