// Balance of the base campaign, scenarios 13-20 (the checks: campaign_balance.h). The full figures
// (50 seeds each) are in the README, "Balance of the base campaign"; here the first 20 seeds of
// each pair keep a minimum of wins, and no game meets a script error.
#include "tests/playthrough/campaign_balance.h"

using namespace bnb::test::balance;

namespace {

// Wins of 20 when written (seeds 1-20): the minimum is about 70% of them, at least 1.
constexpr Pair kPairs[] = {
    {13, "bruiser", 10},     {13, "cragheart", 9},     {13, "mindthief", 11},   {13, "silent-knife", 10},
    {13, "spellweaver", 11}, {13, "tinkerer", 9},      {14, "bruiser", 7},      {14, "cragheart", 11},
    {14, "mindthief", 5},    {14, "silent-knife", 11}, {14, "spellweaver", 11}, {14, "tinkerer", 11},
    {15, "bruiser", 9},      {15, "cragheart", 8},     {15, "mindthief", 3},    {15, "silent-knife", 11},
    {15, "tinkerer", 9},     {16, "spellweaver", 6},   {17, "bruiser", 9},      {17, "mindthief", 9},
    {17, "silent-knife", 11}, {17, "spellweaver", 9},  {17, "tinkerer", 11},    {18, "cragheart", 8},
    {19, "bruiser", 9},      {19, "cragheart", 9},     {19, "mindthief", 12},   {19, "silent-knife", 11},
    {19, "spellweaver", 9},  {19, "tinkerer", 5},      {20, "bruiser", 9},      {20, "cragheart", 9},
    {20, "mindthief", 5},    {20, "silent-knife", 9},  {20, "spellweaver", 6},  {20, "tinkerer", 11},
};

}  // namespace

// One test per scenario, so that ctest spreads them over its jobs.
TEST_CASE("[balance] scenario 13, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 13); }
TEST_CASE("[balance] scenario 14, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 14); }
TEST_CASE("[balance] scenario 15, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 15); }
TEST_CASE("[balance] scenario 16, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 16); }
TEST_CASE("[balance] scenario 17, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 17); }
TEST_CASE("[balance] scenario 18, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 18); }
TEST_CASE("[balance] scenario 19, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 19); }
TEST_CASE("[balance] scenario 20, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 20); }

TEST_CASE("[balance] the kept minimums name every scenario 13-20 and class it allows, once", "[balance]") {
  check_every_pair_listed(kPairs, 13, 20);
}
