#pragma once
// Command-line pieces every subcommand shares, so that a bad number or a bad command line gets the
// same clear message and exit status 2 everywhere (never a bare "stoi").
#include <functional>
#include <string>
#include <vector>

#include "engine/play/words/lang.h"

namespace bnb::cli {

// A whole number in [lo, hi] from the command line, or a std::runtime_error that names the command,
// the option and what it needs: "bnb sim: --games needs a whole number from 1 to 1000000, not 'abc'".
long long whole_number(const std::string& command, const std::string& option, const std::string& text, long long lo,
                       long long hi);

// A list of numbers in [lo, hi] such as "1-4,7", or an error like whole_number's.
std::vector<int> number_list(const std::string& command, const std::string& option, const std::string& text, int lo,
                             int hi);

// A scenario number, "12" or "12.5" (engine/base/core/scenario_number.h), or an error like whole_number's.
int scenario_number(const std::string& command, const std::string& option, const std::string& text);

// Scenario numbers such as "1-4,7,12.5": a range counts whole numbers only (name a scenario with a
// decimal on its own), or an error like whole_number's.
std::vector<int> scenario_list(const std::string& command, const std::string& option, const std::string& text);

// Runs a subcommand's parser: 0 when it succeeded; 2 (bad usage) when it returned false or threw,
// after printing the exception's message on stderr.
int parse_or_usage(const std::function<bool()>& parse);

// The language to speak: `option` (--lang's value) when given, else the environment's (LC_ALL,
// LC_MESSAGES, LANG, the first that is set), English when bnb has no catalogue for it. An
// unknown --lang is an error like whole_number's; an unknown environment language is English.
words::Lang chosen_language(const std::string& command, const std::string& option);

}  // namespace bnb::cli
